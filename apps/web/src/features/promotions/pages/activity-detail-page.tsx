import '../i18n/texts.ts';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { PROMOTION_BANNER_SEQUENCE, type Promotion } from '@app/contracts';
import { SafeHtml } from '../../../components/ui/safe-html.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { useUrlQuery } from '../../../lib/use-url-query.ts';
import { usePromotion } from '../api/promotions-queries.ts';
import { imageOf } from '../components/promotion-card.tsx';
import { PromotionImage } from '../components/promotion-image.tsx';
import { actionClass, Loading, Message } from '../components/content-state.tsx';
import { detailDate } from '../lib/promotion-dates.ts';
import styles from './promotions.module.css';

/** `?id=` as a promotion id, or null when absent or not a positive whole number. */
export function promotionIdOf(value: string | null): number | null {
  if (value === null || !/^\d{1,9}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}

/** /m/activityDetail?id= (spec 2): banner, title, DD/MM/YYYY dates or long term, content. */
export function ActivityDetailPage() {
  const { t } = useTranslation();
  const [params] = useUrlQuery();
  const id = promotionIdOf(params.get('id'));
  const query = usePromotion(id);

  const notFound =
    id === null ||
    (query.isError && isApiError(query.error) && query.error.errorCode === 'promotion.not.found');
  if (notFound) {
    return (
      <Message text={t('promos.notFound')}>
        <Link to="/activity" className={actionClass}>
          {t('promos.backToList')}
        </Link>
      </Message>
    );
  }
  if (query.isPending) return <Loading label={t('promos.loading')} />;
  if (query.isError) {
    return <Message text={t('promos.error')} onRetry={() => void query.refetch()} />;
  }
  return <PromotionDetail promotion={query.data} />;
}

function PromotionDetail({ promotion }: { promotion: Promotion }) {
  const { t } = useTranslation();
  const start = detailDate(promotion.startDate);
  const longTerm = promotion.noExpiry === 1 || !promotion.endDate;
  return (
    <article className={styles.detail}>
      <PromotionImage
        src={imageOf(promotion, PROMOTION_BANNER_SEQUENCE)}
        alt=""
        className={styles.banner}
        priority
      />
      <div className={styles.detailBody}>
        <h2 className={styles.detailTitle}>{promotion.title}</h2>
        <p className={styles.period}>
          <span className="sr-only">{t('promos.dates')}: </span>
          {longTerm ? (
            <>
              {t('promos.from', { start })} ·{' '}
              <span className={styles.longTerm}>{t('promos.longTerm')}</span>
            </>
          ) : (
            t('promos.period', { start, end: detailDate(promotion.endDate!) })
          )}
        </p>
        <SafeHtml html={promotion.content} className={styles.content} />
      </div>
    </article>
  );
}
