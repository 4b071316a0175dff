import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { PROMOTION_COVER_SEQUENCE, type Promotion } from '@app/contracts';
import { listDate } from '../lib/promotion-dates.ts';
import { PromotionImage } from './promotion-image.tsx';
import styles from './promotion-card.module.css';

export const detailPath = (id: number) => `/activityDetail?id=${id}`;

/** Image of a given sequence (1 cover, 2 detail banner), else the first one. */
export function imageOf(promotion: Promotion, sequence: number): string | undefined {
  const images = promotion.announcementImages;
  return (images.find((image) => image.sequence === sequence) ?? images[0])?.url;
}

/** A list card (spec 2): cover, title, list dates (YYYY/MM/DD) and a More button. */
export function PromotionCard({ promotion }: { promotion: Promotion }) {
  const { t } = useTranslation();
  const to = detailPath(promotion.id);
  const start = listDate(promotion.startDate);
  const dates =
    promotion.noExpiry === 1 || !promotion.endDate
      ? `${t('promos.from', { start })} · ${t('promos.longTerm')}`
      : t('promos.period', { start, end: listDate(promotion.endDate) });
  return (
    <article className={styles.card}>
      <PromotionImage
        src={imageOf(promotion, PROMOTION_COVER_SEQUENCE)}
        alt=""
        className={styles.cover}
      />
      <div className={styles.body}>
        <h2 className={styles.title}>
          {/* The whole card is this link's target area (see .link::after). */}
          <Link to={to} className={styles.link}>
            {promotion.title}
          </Link>
        </h2>
        <p className={styles.dates}>{dates}</p>
        <Link
          to={to}
          className={styles.more}
          aria-label={t('promos.moreAbout', { title: promotion.title })}
        >
          {t('promos.more')}
        </Link>
      </div>
    </article>
  );
}
