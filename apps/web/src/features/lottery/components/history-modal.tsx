import { useEffect, useId, useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation.ts';
import type { LotteryGame } from '@app/contracts';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { WinningNumbers } from '../../../components/lottery/winning-numbers.tsx';
import { useDrawHistoryUrl, useLotteryDraws } from '../../../components/lottery/lottery-queries.ts';
import { modals, useModalFlag } from '../../../lib/modal-store.ts';
import { formatDrawDate, gameHasHistory } from '../lib/lobby-rules.ts';
import { matchesName } from '../lib/name-search.ts';
import { DrawVerify } from './draw-verify.tsx';
import styles from './history-modal.module.css';

type Props = {
  /** Every lottery game of the lobby; games without history (stock) are not offered. */
  games: readonly LotteryGame[];
  /** The game picked when the modal opens (the tab's first game with history). */
  initialGameId?: number;
};

/**
 * The lottery history modal (spec 2, modal flag lotteryHistory): a game picker with a name
 * search, the game's drawn draws from the public archive (paged) each with its numbers and a
 * Verify button, and More History to the operator's external draw-history address when one is
 * configured. It closes when the route changes.
 */
export function LotteryHistoryModal({ games, initialGameId }: Props) {
  const open = useModalFlag('lotteryHistory');
  // Leaving the lobby closes it too.
  useEffect(() => () => modals.close('lotteryHistory'), []);
  if (!open) return null;
  return <HistoryDialog games={games} initialGameId={initialGameId} />;
}

function HistoryDialog({ games, initialGameId }: Props) {
  const { t } = useTranslation();
  const { key } = useLocation();
  const [openedOn] = useState(key);
  // Spec 2: a route change closes it.
  useEffect(() => {
    if (key !== openedOn) modals.close('lotteryHistory');
  }, [key, openedOn]);
  const searchId = useId();
  const pickerId = useId();
  const offered = useMemo(() => games.filter(gameHasHistory), [games]);
  const [query, setQuery] = useState('');
  const matching = offered.filter((game) => matchesName(game.remark, query));
  const [picked, setPicked] = useState<number | undefined>(
    offered.some((game) => game.gameId === initialGameId) ? initialGameId : offered[0]?.gameId,
  );
  // The picked game stays while it matches the search; else the first match is shown.
  const gameId = matching.some((game) => game.gameId === picked) ? picked : matching[0]?.gameId;
  const game = offered.find((entry) => entry.gameId === gameId);
  const moreUrl = useDrawHistoryUrl();

  return (
    <Dialog
      open
      title={t('lottery.historyResult')}
      onClose={() => modals.close('lotteryHistory')}
      className={styles.dialog}
    >
      <div className={styles.controls}>
        <label htmlFor={searchId} className="sr-only">
          {t('lottery.history.search')}
        </label>
        <input
          id={searchId}
          type="search"
          className={styles.search}
          placeholder={t('lottery.history.search')}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          autoComplete="off"
        />
        <label htmlFor={pickerId} className={styles.pickerLabel}>
          {t('lottery.history.gamePicker')}
        </label>
        <select
          id={pickerId}
          className={styles.picker}
          value={gameId ?? ''}
          disabled={matching.length === 0}
          onChange={(event) => setPicked(Number(event.target.value))}
        >
          {matching.map((entry) => (
            <option key={entry.gameId} value={entry.gameId}>
              {entry.remark}
            </option>
          ))}
        </select>
      </div>
      {game ? (
        <DrawList game={game} />
      ) : (
        <p className={styles.note}>{t('lottery.history.noGames')}</p>
      )}
      {moreUrl.data && /^https?:\/\//.test(moreUrl.data) && (
        <a className={styles.more} href={moreUrl.data} target="_blank" rel="noopener noreferrer">
          {t('lottery.moreHistory')}
        </a>
      )}
    </Dialog>
  );
}

function DrawList({ game }: { game: LotteryGame }) {
  const { t } = useTranslation();
  const draws = useLotteryDraws(game.gameId);
  const items = draws.data?.pages.flatMap((page) => page.content) ?? [];
  const label = t('lottery.history.draws', { name: game.remark });

  if (draws.isPending) {
    return (
      <p role="status" className={styles.note}>
        {t('lottery.history.loading')}
      </p>
    );
  }
  if (draws.isError && items.length === 0) {
    return (
      <div role="alert" className={styles.note}>
        <p>{t('lottery.history.error')}</p>
        <button type="button" className={styles.loadMore} onClick={() => void draws.refetch()}>
          {t('lottery.retry')}
        </button>
      </div>
    );
  }
  if (items.length === 0) return <p className={styles.note}>{t('lottery.history.noDraws')}</p>;
  return (
    <>
      <ol className={styles.draws} aria-label={label}>
        {items.map((draw) => (
          <li key={draw.numero} className={styles.draw}>
            <div className={styles.drawHead}>
              <span className={styles.numero}>{t('lottery.numero', { numero: draw.numero })}</span>
              <time dateTime={draw.drawAt} className={styles.date}>
                {formatDrawDate(draw.drawAt)}
              </time>
            </div>
            <WinningNumbers
              value={draw.winningNumber}
              variant="full"
              label={t('lottery.numero', { numero: draw.numero })}
            />
            <DrawVerify draw={draw} />
          </li>
        ))}
      </ol>
      {draws.hasNextPage && (
        <button
          type="button"
          className={styles.loadMore}
          disabled={draws.isFetchingNextPage}
          onClick={() => void draws.fetchNextPage()}
        >
          {draws.isFetchingNextPage ? t('lottery.history.loading') : t('lottery.history.loadMore')}
        </button>
      )}
    </>
  );
}
