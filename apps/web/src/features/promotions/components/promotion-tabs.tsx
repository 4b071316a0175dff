import { useEffect, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { PROMOTION_TAB_LABELS, type PromotionCategory } from '@app/contracts';
import styles from './promotion-tabs.module.css';
import { rovingIndex } from '../../../lib/roving-index.ts';

export type PromotionTab = PromotionCategory | 'all';

interface Props {
  tabs: readonly PromotionTab[];
  value: PromotionTab;
  onChange: (tab: PromotionTab) => void;
  panelId: string;
}

export const promotionTabId = (tab: string) => `promotion-tab-${tab}`;

/**
 * The category tab menu (spec 2): "all" and the categories that have a promotion. WAI-ARIA tabs
 * with automatic activation: choosing a tab only filters the list below.
 */
export function PromotionTabs({ tabs, value, onChange, panelId }: Props) {
  const { t } = useTranslation();
  const list = useRef<HTMLDivElement>(null);

  // The chosen tab may sit beyond the bar's scroll edge (a ?category= link): bring it in view.
  useEffect(() => {
    const selected = list.current?.querySelector<HTMLElement>('[aria-selected="true"]');
    selected?.scrollIntoView?.({ block: 'nearest', inline: 'center' });
  }, [value]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = rovingIndex(event.key, tabs.indexOf(value), tabs.length);
    if (next === null) return;
    event.preventDefault();
    onChange(tabs[next]!);
    list.current?.querySelector<HTMLButtonElement>(`#${promotionTabId(tabs[next]!)}`)?.focus();
  };

  return (
    <div
      ref={list}
      role="tablist"
      aria-label={t('promos.tabs.label')}
      className={styles.tabs}
      onKeyDown={onKeyDown}
    >
      {tabs.map((tab) => {
        const selected = tab === value;
        return (
          <button
            key={tab}
            id={promotionTabId(tab)}
            type="button"
            role="tab"
            aria-selected={selected}
            aria-controls={panelId}
            tabIndex={selected ? 0 : -1}
            className={styles.tab}
            onClick={() => onChange(tab)}
          >
            {t(`promos.tabs.${PROMOTION_TAB_LABELS[tab]}`)}
          </button>
        );
      })}
    </div>
  );
}
