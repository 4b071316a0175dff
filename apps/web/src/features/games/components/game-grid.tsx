import { useRef, type RefObject } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import type { Game } from '@app/contracts';
import {
  GameCard,
  GameCardSkeleton,
  type FavouriteHeart,
} from '../../../components/game-tile/game-card.tsx';
import { vendorLabel } from '../../../components/game-tile/game-display.ts';
import { useInfiniteScroll } from '../../../lib/use-infinite-scroll.ts';
import type { GameFeed } from '../api/game-queries.ts';
import { useGridWindow } from './use-grid-window.ts';
import styles from './game-grid.module.css';

const SKELETON_CARDS = 9;
/** The first rows are on screen at once: their art is not worth deferring. */
const EAGER_CARDS = 6;

type Props = {
  feed: GameFeed;
  /** The list's accessible name (the tab or the search it shows). */
  label: string;
  onSelect: (game: Game) => void;
  heartOf: (game: Game) => FavouriteHeart | undefined;
  /** Spec 4: the list pages scroll for more; the slot list has a "load more" button. */
  paging: 'scroll' | 'button';
  /** What the empty view says (default: no games). */
  emptyText?: string;
  /** The element that scrolls (an overlay's body); the window when omitted. */
  scrollContainer?: RefObject<HTMLElement | null>;
};

/** The game grid of the list pages: skeleton, error, empty view, pages appended, end. */
export function GameGrid({
  feed,
  label,
  onSelect,
  heartOf,
  paging,
  emptyText,
  scrollContainer,
}: Props) {
  const { t } = useTranslation();
  const listRef = useRef<HTMLUListElement>(null);
  // Window-scrolled lists grow page by page: only the rows near the view are in the page.
  const shown = useGridWindow(listRef, feed.games.length, !scrollContainer);
  useInfiniteScroll({
    enabled: paging === 'scroll' && feed.status === 'success' && feed.hasMore,
    onLoadMore: feed.loadMore,
    container: scrollContainer,
  });

  if (feed.status === 'pending') {
    return (
      <div className={styles.grid} aria-busy="true" aria-label={label} role="status">
        {Array.from({ length: SKELETON_CARDS }, (_, i) => (
          <GameCardSkeleton key={i} />
        ))}
      </div>
    );
  }
  if (feed.status === 'error' && feed.games.length === 0) {
    return (
      <div className={styles.message} role="alert">
        <p>{t('games.grid.error')}</p>
        <button type="button" className={styles.action} onClick={feed.retry}>
          {t('games.grid.retry')}
        </button>
      </div>
    );
  }
  if (feed.games.length === 0) {
    return (
      <div className={styles.message}>
        <svg viewBox="0 0 64 48" width="96" height="72" aria-hidden="true">
          <rect x="6" y="8" width="52" height="34" rx="8" fill="currentColor" opacity=".12" />
          <path
            d="M20 20h8M24 16v8M40 19a2 2 0 1 1 0 .1M46 24a2 2 0 1 1 0 .1"
            stroke="currentColor"
            strokeWidth="3"
            strokeLinecap="round"
            fill="none"
          />
          <path d="M24 34h16" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
        </svg>
        <p>{emptyText ?? t('games.grid.empty')}</p>
      </div>
    );
  }
  return (
    <>
      <ul
        ref={listRef}
        className={styles.grid}
        aria-label={label}
        style={{ paddingTop: shown.paddingTop, paddingBottom: shown.paddingBottom }}
      >
        {feed.games.slice(shown.start, shown.end).map((game, offset) => (
          <li
            key={game.nodeId}
            className={styles.cell}
            // Where the card is in the whole list, which is not all in the page.
            aria-posinset={shown.start + offset + 1}
            aria-setsize={feed.games.length}
          >
            <GameCard
              game={game}
              vendorName={vendorLabel(game)}
              favourite={heartOf(game)}
              eager={shown.start + offset < EAGER_CARDS}
              onSelect={onSelect}
            />
          </li>
        ))}
      </ul>
      <div className={styles.footer}>
        {feed.loadingMore && (
          <p role="status" className={styles.loading}>
            {t('games.grid.loadingMore')}
          </p>
        )}
        {feed.moreFailed && (
          <div role="alert" className={styles.moreFailed}>
            <p>{t('games.grid.moreFailed')}</p>
            <button type="button" className={styles.action} onClick={feed.retry}>
              {t('games.grid.retry')}
            </button>
          </div>
        )}
        {feed.hasMore && paging === 'button' && (
          <button type="button" className={styles.action} onClick={feed.loadMore}>
            {t('games.grid.loadMore')}
          </button>
        )}
        {!feed.hasMore && !feed.loadingMore && !feed.moreFailed && (
          <p className={styles.end}>{t('games.grid.end')}</p>
        )}
      </div>
    </>
  );
}
