import '../i18n/texts.ts';
import { useId } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { gameCentreVendors, type Announcement } from '@app/contracts';
import { AnnouncementTicker } from '../../../components/promo/announcement-ticker.tsx';
import { JackpotCounter } from '../../../components/promo/jackpot-counter.tsx';
import { toApiLanguage } from '../../../i18n/index.ts';
import { gameCentreType } from '../../../lib/chrome-rules.ts';
import { useCurrencySymbol } from '../../../lib/money-locale.ts';
import { modals } from '../../../lib/modal-store.ts';
import { useIsGuest } from '../../../lib/session-store.ts';
import { useEsportsMatches, useGameVendors } from '../api/game-queries.ts';
import { VendorTile, VendorTileSkeleton } from '../components/vendor-tile.tsx';
import { CategoryBanners, useCategoryPromos } from '../components/category-banners.tsx';
import styles from './game-centre-page.module.css';

const SKELETON_TILES = 6;
/**
 * The game centre (spec 2): banners, ticker, jackpot and the category's vendors; the e-sports
 * centre's tiles also say how many matches each vendor has live and coming up (issue 20).
 */
export function GameCentrePage() {
  const { t, i18n } = useTranslation();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const isGuest = useIsGuest();
  const language = toApiLanguage(i18n.language);
  // Spec 2: the path's category, else a known ?gameType=, else SPORTS.
  const category = gameCentreType(pathname, search);

  const { announcements, banners } = useCategoryPromos(category, language);
  const currencySymbol = useCurrencySymbol();
  const vendorsQuery = useGameVendors();
  const matchCounts = useEsportsMatches(category === 'ESPORTS').data?.vendors ?? null;
  const headingId = useId();

  const sorting = vendorsQuery.data?.sorting ?? [];
  const vendors = gameCentreVendors(
    category,
    sorting.find((entry) => entry.gameCategory === category)?.vendors ?? [],
  );

  const openAnnouncement = (_announcement: Announcement) => {
    if (isGuest) modals.openLogin();
    else void navigate('/message');
  };

  return (
    <div className={styles.page}>
      <CategoryBanners pending={announcements.isPending} banners={banners} />
      <AnnouncementTicker
        announcements={announcements.isPending ? undefined : (announcements.data?.player ?? [])}
        onOpen={openAnnouncement}
      />
      <JackpotCounter currencySymbol={currencySymbol} />

      <section className={styles.vendors} aria-labelledby={headingId}>
        <h2 id={headingId} className={styles.heading}>
          {t('games.centre.vendorsOf', { category: t(`games.centre.category.${category}`) })}
        </h2>
        {vendorsQuery.isPending ? (
          <div
            className={styles.grid}
            role="status"
            aria-busy="true"
            aria-label={t('games.centre.loading')}
          >
            {Array.from({ length: SKELETON_TILES }, (_, i) => (
              <VendorTileSkeleton key={i} />
            ))}
          </div>
        ) : vendorsQuery.isError && vendorsQuery.data === undefined ? (
          <div className={styles.message} role="alert">
            <p>{t('games.centre.error')}</p>
            <button
              type="button"
              className={styles.retry}
              disabled={vendorsQuery.isFetching}
              onClick={() => void vendorsQuery.refetch()}
            >
              {t('games.centre.retry')}
            </button>
          </div>
        ) : vendors.length === 0 ? (
          <div className={styles.message}>
            <svg viewBox="0 0 64 48" width="96" height="72" aria-hidden="true">
              <rect x="6" y="8" width="22" height="16" rx="4" fill="currentColor" opacity=".14" />
              <rect x="36" y="8" width="22" height="16" rx="4" fill="currentColor" opacity=".14" />
              <rect x="6" y="28" width="22" height="14" rx="4" fill="currentColor" opacity=".14" />
              <path
                d="M40 35h14"
                stroke="currentColor"
                strokeWidth="3"
                strokeLinecap="round"
                opacity=".6"
              />
            </svg>
            <p>{t('games.centre.empty')}</p>
          </div>
        ) : (
          <ul className={styles.grid} aria-labelledby={headingId}>
            {vendors.map((vendor) => (
              <li key={vendor.vassalage} className={styles.cell}>
                <VendorTile
                  vendor={vendor}
                  category={category}
                  matches={category === 'ESPORTS' ? matchCounts?.[vendor.vassalage] : null}
                />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
