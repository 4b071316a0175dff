import type { CSSProperties } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation.ts';
import type { GameType, MatchCount, VendorEntry } from '@app/contracts';
import { vendorArt } from '../lib/vendor-art.ts';
import styles from './vendor-tile.module.css';

type Props = {
  vendor: Pick<VendorEntry, 'vassalage' | 'displayName' | 'gameCount'>;
  category: GameType;
  /** An e-sports vendor's live and upcoming matches, when the provider told them. */
  matches?: MatchCount | null | undefined;
};

/** The vendor game list (spec 2): /m/gameList?gameType={type}&vassalage={vendor}. */
export function vendorListPath(category: GameType, vassalage: string): string {
  return `/gameList?${new URLSearchParams({ gameType: category, vassalage }).toString()}`;
}

/**
 * One vendor of the game centre: a link to its game list, named by what it shows, vendor, game
 * count and (e-sports) its live and upcoming matches (WCAG 2.5.3, label in name); the
 * monogram is decoration.
 */
export function VendorTile({ vendor, category, matches }: Props) {
  const { t } = useTranslation();
  const art = vendorArt(vendor);
  const artStyle = { '--vendor-from': art.from, '--vendor-to': art.to } as CSSProperties;

  return (
    <Link className={styles.tile} to={vendorListPath(category, vendor.vassalage)}>
      <span className={styles.name}>{vendor.displayName}</span>
      <span className={styles.art} style={artStyle}>
        <span className={styles.initials} data-initials={art.initials} aria-hidden="true" />
        <span className={styles.count}>
          {t('games.centre.gameCount', { count: vendor.gameCount })}
        </span>
      </span>
      {matches && (
        <span className={styles.matches}>
          {t('games.centre.matches', { live: matches.live, upcoming: matches.upcoming })}
        </span>
      )}
    </Link>
  );
}

export function VendorTileSkeleton() {
  return (
    <span className={`${styles.tile} ${styles.skeleton}`} aria-hidden="true">
      <span className={styles.art} />
      <span className={styles.name} />
    </span>
  );
}
