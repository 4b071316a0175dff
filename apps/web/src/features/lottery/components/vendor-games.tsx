import { useTranslation } from '../../../i18n/use-translation.ts';
import { PAGE_SIZE, type Game, type GameType } from '@app/contracts';
import { GameCard, GameCardSkeleton } from '../../../components/game-tile/game-card.tsx';
import { vendorLabel } from '../../../components/game-tile/game-display.ts';
import { recentLotteryGames } from '../../../components/lottery/lottery-favourites.ts';
import { useSession } from '../../../lib/session-store.ts';
import { useGameList } from '../../games/api/game-queries.ts';
import { useLaunchGame } from '../../launcher/use-launch-game.ts';
import styles from './vendor-games.module.css';

const SKELETONS = 6;

type Props = {
  vendorCode: string;
  gameType: GameType;
  /** The group's name: the list's accessible name. */
  label: string;
  language: string;
};

/**
 * A GPI menu group (spec 2): that vendor's game list instead of cards, as game tiles (no heart
 * on lottery tiles), each opening through the launcher rule (LOTT and ELOTT go to the betting
 * page). Loaded only when such a tab is chosen.
 */
export default function VendorGames({ vendorCode, gameType, label, language }: Props) {
  const { t } = useTranslation();
  const userName = useSession()?.userName;
  const launch = useLaunchGame();
  const feed = useGameList(
    { gameType, vassalage: vendorCode },
    { pageSize: PAGE_SIZE.vendorGameList, language },
  );

  const open = (game: Game) => {
    if (userName !== undefined) recentLotteryGames.add(userName, game.gameId);
    void launch(game);
  };

  if (feed.status === 'pending') {
    return (
      <div className={styles.grid} aria-busy="true" role="status" aria-label={label}>
        {Array.from({ length: SKELETONS }, (_, index) => (
          <GameCardSkeleton key={index} />
        ))}
      </div>
    );
  }
  if (feed.status === 'error' && feed.games.length === 0) {
    return (
      <div className={styles.message} role="alert">
        <p>{t('lottery.loadError')}</p>
        <button type="button" className={styles.retry} onClick={feed.retry}>
          {t('lottery.retry')}
        </button>
      </div>
    );
  }
  if (feed.games.length === 0) {
    return <p className={styles.message}>{t('lottery.lobby.emptyAll')}</p>;
  }
  return (
    <ul className={styles.grid} aria-label={label}>
      {feed.games.map((game, index) => (
        <li key={game.nodeId} className={styles.cell}>
          <GameCard game={game} vendorName={vendorLabel(game)} eager={index < 6} onSelect={open} />
        </li>
      ))}
    </ul>
  );
}
