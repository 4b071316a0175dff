import { useTranslation } from '../../../i18n/use-translation.ts';
import type { Banner } from '@app/contracts';
import { BannerLink } from '../../../components/promo/banner-link.tsx';
import styles from './hot-banners.module.css';

export const HOT_BANNER_WIDTH = 750;
export const HOT_BANNER_HEIGHT = 300;

type Props = {
  /** The m_hot group; undefined while it loads (the strip keeps its height meanwhile). */
  banners: readonly Banner[] | undefined;
};

/** The hot-games banner group (m_hot): a swipeable row below the fold, so images load lazily. */
export function HotBanners({ banners }: Props) {
  const { t } = useTranslation();
  if (!banners) {
    return (
      <div className={styles.strip} aria-hidden="true">
        <ul className={styles.list}>
          <li className={styles.item}>
            <span className={`${styles.link} ${styles.placeholder}`} />
          </li>
          <li className={styles.item}>
            <span className={`${styles.link} ${styles.placeholder}`} />
          </li>
        </ul>
      </div>
    );
  }
  if (banners.length === 0) return null;
  return (
    <section className={styles.strip} aria-label={t('home.hotBanners.label')}>
      <ul className={styles.list} data-single={banners.length === 1 || undefined}>
        {banners.map((banner) => (
          <li key={banner.id} className={styles.item}>
            <BannerLink link={banner.link} className={styles.link}>
              <img
                className={styles.image}
                src={banner.url}
                alt={banner.title}
                width={HOT_BANNER_WIDTH}
                height={HOT_BANNER_HEIGHT}
                loading="lazy"
                decoding="async"
              />
            </BannerLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
