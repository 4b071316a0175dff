import { useRef, type KeyboardEvent } from 'react';
import styles from './data-tabs.module.css';
import { rovingIndex } from '../../../lib/roving-index.ts';

export interface DataTabItem<T extends string> {
  id: T;
  label: string;
}

type Props<T extends string> = {
  tabs: readonly DataTabItem<T>[];
  value: T;
  /** Asked for on a tap or Enter/Space; the page decides (a guest's fav tab stays closed). */
  onChange: (tab: T) => void;
  /** The tab list's accessible name. */
  label: string;
  /** Prefix of the tabs' ids, so the panel can name itself after the selected one. */
  idPrefix: string;
  /** The id of the panel the tabs control. */
  panelId: string;
  className?: string;
};

export const dataTabId = (idPrefix: string, tab: string) => `${idPrefix}-tab-${tab}`;

/**
 * The data tab bar of the list pages (spec 4: all, hot, recent, fav). WAI-ARIA tabs with manual
 * activation: arrow keys move the focus only, because choosing fav or recent as a guest opens
 * the login dialog, which must not pop up while someone is just moving along the bar.
 */
export function DataTabs<T extends string>({
  tabs,
  value,
  onChange,
  label,
  idPrefix,
  panelId,
  className,
}: Props<T>) {
  const list = useRef<HTMLDivElement>(null);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const buttons = [...(list.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]') ?? [])];
    const current = buttons.indexOf(document.activeElement as HTMLButtonElement);
    if (current < 0) return;
    const next = rovingIndex(event.key, current, buttons.length);
    if (next === null) return;
    event.preventDefault();
    buttons[next]?.focus();
  };

  return (
    <div
      ref={list}
      role="tablist"
      aria-label={label}
      className={`${styles.tabs} ${className ?? ''}`}
      onKeyDown={onKeyDown}
    >
      {tabs.map((tab) => {
        const selected = tab.id === value;
        return (
          <button
            key={tab.id}
            id={dataTabId(idPrefix, tab.id)}
            type="button"
            role="tab"
            aria-selected={selected}
            aria-controls={panelId}
            tabIndex={selected ? 0 : -1}
            className={styles.tab}
            onClick={() => {
              if (!selected) onChange(tab.id);
            }}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}
