import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { gameArtUrl, type Game } from '@app/contracts';
import { FALLBACK_GAME_ART } from '../lib/fallback-art.ts';
import { gameTag, gameTitle } from '../lib/game-display.ts';
import styles from './game-card.module.css';

/** Intrinsic size of the server's game art (square). */
export const GAME_ART_SIZE = 300;

type Props = {
  game: Game;
  vendorName: string;
  /** Cards in the first rows load at once; the rest wait until scrolled near. */
  eager?: boolean;
  onSelect: (game: Game) => void;
};

/** Game tile (spec 2): picture with fallback, Hot/New tag, vendor display name, game name. */
export function GameCard({ game, vendorName, eager = false, onSelect }: Props) {
  const { t } = useTranslation();
  const source = game.iconUrl || gameArtUrl(game.gameId);
  const [failedSource, setFailedSource] = useState<string | null>(null);
  const title = gameTitle(game);
  const tag = gameTag(game);

  return (
    <button type="button" className={styles.card} onClick={() => onSelect(game)}>
      <span className={styles.art}>
        <img
          className={styles.image}
          src={failedSource === source ? FALLBACK_GAME_ART : source}
          alt=""
          width={GAME_ART_SIZE}
          height={GAME_ART_SIZE}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          draggable={false}
          onError={() => setFailedSource(source)}
        />
        {tag && (
          <span className={styles.tag} data-tag={tag}>
            {tag === 'hot' ? t('home.hotGames.tagHot') : t('home.hotGames.tagNew')}
          </span>
        )}
      </span>
      <span className={styles.name}>{title}</span>
      <span className={styles.vendor}>{vendorName}</span>
    </button>
  );
}

export function GameCardSkeleton() {
  return (
    <span className={`${styles.card} ${styles.skeleton}`} aria-hidden="true">
      <span className={styles.art} />
      <span className={styles.name}>&nbsp;</span>
      <span className={styles.vendor}>&nbsp;</span>
    </span>
  );
}
