import '../i18n/texts.ts';
import { useId } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { promotionsOfTab, promotionTabs } from '@app/contracts';
import { useUrlQuery } from '../../../lib/use-url-query.ts';
import { usePromotions } from '../api/promotions-queries.ts';
import { PromotionCard } from '../components/promotion-card.tsx';
import { PromotionTabs, promotionTabId, type PromotionTab } from '../components/promotion-tabs.tsx';
import { Loading, Message } from '../components/content-state.tsx';
import { RenderGuard } from '../components/render-guard.tsx';
import styles from './promotions.module.css';

/** The tab in the address (`?category=`), when it is one of the tabs shown; else "all". */
function chosenTab(tabs: readonly PromotionTab[], value: string | null): PromotionTab {
  return tabs.find((tab) => tab === value) ?? 'all';
}

/**
 * /m/activity (spec 2): the category tab menu ("all" plus every category that has a
 * promotion) and the cards of the chosen tab; a card opens /m/activityDetail?id=.
 */
export function ActivityPage() {
  const { t } = useTranslation();
  const panelId = useId();
  const query = usePromotions();
  const [params, replaceQuery] = useUrlQuery();

  if (query.isPending) return <Loading label={t('promos.loading')} />;
  if (query.isError) {
    return <Message text={t('promos.error')} onRetry={() => void query.refetch()} />;
  }

  const promotions = query.data;
  const tabs = promotionTabs(promotions);
  const tab = chosenTab(tabs, params.get('category'));
  const shown = promotionsOfTab(promotions, tab);
  const choose = (next: PromotionTab) =>
    replaceQuery((previous) => {
      const query = new URLSearchParams(previous);
      if (next === 'all') query.delete('category');
      else query.set('category', next);
      return query;
    });

  return (
    <div className={styles.page}>
      {/* Issue 25: the tournaments (decision 057) are reached from here. */}
      <Link to="/tournaments" className={styles.tournaments}>
        <strong>{t('promos.tournaments.title')}</strong>
        <span>{t('promos.tournaments.text')}</span>
      </Link>
      <PromotionTabs tabs={tabs} value={tab} onChange={choose} panelId={panelId} />
      <section
        id={panelId}
        role="tabpanel"
        aria-labelledby={promotionTabId(tab)}
        className={styles.panel}
      >
        {shown.length === 0 ? (
          <Message text={t('promos.empty')} />
        ) : (
          <RenderGuard>
            <ul className={styles.cards} aria-label={t('promos.list')}>
              {shown.map((promotion) => (
                <li key={promotion.id}>
                  <PromotionCard promotion={promotion} />
                </li>
              ))}
            </ul>
          </RenderGuard>
        )}
      </section>
    </div>
  );
}
