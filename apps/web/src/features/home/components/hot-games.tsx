import { useTranslation } from '../../../i18n/use-translation.ts';
import type { Game } from '@app/contracts';
import {
  GameCard,
  GameCardSkeleton,
  type FavouriteHeart,
} from '../../../components/game-tile/game-card.tsx';
import { vendorLabel } from '../../../components/game-tile/game-display.ts';
import { InChunks } from '../../../lib/render-later.tsx';
import styles from './hot-games.module.css';

const SKELETON_CARDS = 9;
// A row at once, then a row a task (decision 053): nine cards in one task blocked a slowed
// phone CPU ~150 ms.
const FIRST_CARDS = 3;
const MORE_CARDS_PER_TASK = 3;

type Props = {
  games: readonly Game[] | undefined;
  status: 'pending' | 'error' | 'success';
  retrying: boolean;
  onRetry: () => void;
  onSelect: (game: Game) => void;
  heartOf: (game: Game) => FavouriteHeart | undefined;
};

export function HotGames({ games, status, retrying, onRetry, onSelect, heartOf }: Props) {
  const { t } = useTranslation();
  const headingId = 'home-hot-games-title';

  let body;
  if (status === 'pending') {
    body = (
      <div className={styles.grid} aria-hidden="true">
        {Array.from({ length: SKELETON_CARDS }, (_, i) => (
          <GameCardSkeleton key={i} />
        ))}
      </div>
    );
  } else if (status === 'error' && !games) {
    body = (
      <div className={styles.message} role="alert">
        <p>{t('home.hotGames.error')}</p>
        <button type="button" className={styles.retry} onClick={onRetry} disabled={retrying}>
          {t('home.hotGames.retry')}
        </button>
      </div>
    );
  } else if (!games || games.length === 0) {
    body = (
      <div className={styles.message}>
        <svg viewBox="0 0 24 24" width="40" height="40" aria-hidden="true">
          <path
            fill="currentColor"
            d="M7 6h10a5 5 0 0 1 0 10h-.6l-2.2-2H9.8l-2.2 2H7A5 5 0 0 1 7 6Zm0 2a3 3 0 0 0 0 6l2.2-2h5.6l2.2 2a3 3 0 0 0 0-6H7Zm1 1h1.5v1.5H11V12H9.5v1.5H8V12H6.5v-1.5H8V9Zm8 .5a1 1 0 1 1 0 2 1 1 0 0 1 0-2Z"
          />
        </svg>
        <p>{t('home.hotGames.empty')}</p>
      </div>
    );
  } else {
    body = (
      <ul className={styles.grid}>
        <InChunks
          items={games}
          first={FIRST_CARDS}
          step={MORE_CARDS_PER_TASK}
          render={(game) => (
            <li key={game.nodeId} className={styles.cell}>
              <GameCard
                game={game}
                vendorName={vendorLabel(game)}
                favourite={heartOf(game)}
                onSelect={onSelect}
              />
            </li>
          )}
          // Until the first screenful is built, skeletons hold its place: nothing below moves.
          fallback={(chunk, start) =>
            chunk.slice(0, Math.max(0, SKELETON_CARDS - start)).map((game) => (
              <li key={game.nodeId} className={styles.cell} aria-hidden="true">
                <GameCardSkeleton />
              </li>
            ))
          }
        />
      </ul>
    );
  }

  return (
    <section
      className={styles.section}
      aria-labelledby={headingId}
      aria-busy={status === 'pending'}
    >
      <h2 id={headingId} className={styles.heading}>
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
          <path
            fill="currentColor"
            d="M13.5 1.7s.8 2.7.8 4.9c0 2.1-1.4 3.8-3.5 3.8S7.1 8.7 7.1 6.6l.03-.4A10.6 10.6 0 0 0 4.5 13.2 7.5 7.5 0 0 0 12 20.7a7.5 7.5 0 0 0 7.5-7.5c0-5-2.4-9.5-6-11.5Zm-1.8 16.2c-1.4 0-2.5-1.1-2.5-2.4 0-1.3.8-2.2 2.2-2.5 1.4-.3 2.9-1 3.7-2.1.3 1 .5 2 .5 3.1 0 2.1-1.7 3.9-3.9 3.9Z"
          />
        </svg>
        {t('home.hotGames.title')}
      </h2>
      {body}
    </section>
  );
}
