import { memo, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { gameArtUrl, type Game } from '@app/contracts';
import { FALLBACK_GAME_ART } from './fallback-art.ts';
import { gameTag, gameTitle } from './game-display.ts';
import { useNearViewport } from '../../lib/use-near-viewport.ts';
import styles from './game-card.module.css';

/** Spec 9: art starts loading within 100 px of the viewport. */
const ART_MARGIN = '100px';

/** Intrinsic size of the server's game art (square). */
export const GAME_ART_SIZE = 300;

/** The heart: whether the game is a favourite, and its tap. Absent, no heart shows. */
export type FavouriteHeart = { on: boolean; onToggle: () => void };

type Props = {
  game: Game;
  vendorName: string;
  /** Left out for lottery games (spec 2: no heart on LOTT and ELOTT tiles). */
  favourite?: FavouriteHeart;
  /** Cards in the first rows load at once; the rest wait until scrolled near. */
  eager?: boolean;
  onSelect: (game: Game) => void;
};

/**
 * Game tile (spec 2): picture with fallback, favourite heart, Hot/New tag, vendor display name,
 * game name. The heart is a button beside the tile's own (a button cannot hold another).
 * Memoised (decision 053): a grid's window moving, or a list growing a row a task, renders only
 * the cards that arrive, as long as the parent's `onSelect` and hearts keep their identity
 * (`useFavouriteHearts` answers the same heart while a game's state is unchanged).
 */
export const GameCard = memo(function GameCard({
  game,
  vendorName,
  favourite,
  eager = false,
  onSelect,
}: Props) {
  const { t } = useTranslation();
  const source = game.iconUrl || gameArtUrl(game.gameId);
  const [failedSource, setFailedSource] = useState<string | null>(null);
  const art = useRef<HTMLSpanElement>(null);
  const near = useNearViewport(art, ART_MARGIN, eager);
  const title = gameTitle(game);
  const tag = gameTag(game);

  return (
    <div className={styles.card}>
      <button type="button" className={styles.open} onClick={() => onSelect(game)}>
        <span className={styles.art} ref={art}>
          <img
            className={styles.image}
            // Until near, no source: the tile keeps its square (width and height) meanwhile.
            src={near ? (failedSource === source ? FALLBACK_GAME_ART : source) : undefined}
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
      {favourite && (
        <button
          type="button"
          className={styles.heart}
          aria-pressed={favourite.on}
          aria-label={t('home.favourite', { name: title })}
          onClick={favourite.onToggle}
        >
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
            <path d="M12 21s-7.5-4.6-9.6-9.3C1 8.4 3 5 6.4 5c2 0 3.3 1.1 4.1 2.3h3C14.3 6.1 15.6 5 17.6 5 21 5 23 8.4 21.6 11.7 19.5 16.4 12 21 12 21z" />
          </svg>
        </button>
      )}
    </div>
  );
});

export function GameCardSkeleton() {
  return (
    <span className={`${styles.card} ${styles.skeleton}`} aria-hidden="true">
      <span className={styles.art} />
      <span className={styles.name}>&nbsp;</span>
      <span className={styles.vendor}>&nbsp;</span>
    </span>
  );
}
