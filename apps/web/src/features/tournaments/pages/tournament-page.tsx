import '../i18n/texts.ts';
// The account guards below speak in the member centre's words.
import '../../member-centre/i18n/texts.ts';
import { useState } from 'react';
import { Link } from 'react-router';
import type { TournamentDetail, TournamentPrize, TournamentStanding } from '@app/contracts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { money, useMoneyFormat, type Money } from '../../../lib/money.ts';
import { useUrlQuery } from '../../../lib/use-url-query.ts';
import { RealAccountOnly } from '../../member-centre/components/states.tsx';
import { dateTimeText } from '../../member-centre/lib/format.ts';
import { useEnterTournament, useTournament } from '../api/tournament-queries.ts';
import { PhaseCountdown } from '../components/countdown.tsx';
import { scoreText, tournamentIdOf } from '../lib/format.ts';
import styles from '../components/tournaments.module.css';

/**
 * /m/tournament?id= (issue 25, decision 057): a tournament's rule, time left and "Entrar no
 * torneio", the member's own rank and score, the top 10 (the member's line highlighted), the
 * prize table and the slots that count. The board is asked for again every 10 seconds while
 * the screen is open and the tab visible.
 */
export function TournamentPage() {
  return (
    <RealAccountOnly>
      <Tournament />
    </RealAccountOnly>
  );
}

function Tournament() {
  const { t } = useTranslation();
  const [params] = useUrlQuery();
  const id = tournamentIdOf(params.get('id'));
  const query = useTournament(id);
  const notFound =
    id === null ||
    (query.isError && isApiError(query.error) && query.error.errorCode === 'tournament.not.found');
  if (notFound) {
    return (
      <div className={styles.page}>
        <div className={styles.state}>
          <p>{t('tournaments.detail.notFound')}</p>
          <Link to="/tournaments" className={styles.secondary}>
            {t('tournaments.detail.back')}
          </Link>
        </div>
      </div>
    );
  }
  return (
    <div className={styles.page}>
      <QueryState
        query={query}
        texts="tournaments"
        classes={{ state: styles.state, button: styles.secondary }}
      >
        {query.data && <Detail tournament={query.data} since={query.dataUpdatedAt} />}
      </QueryState>
    </div>
  );
}

function Detail({ tournament, since }: { tournament: TournamentDetail; since: number }) {
  const currency = useMoneyFormat();
  return (
    <>
      <Overview tournament={tournament} since={since} />
      <MyStanding tournament={tournament} currency={currency} />
      <Board tournament={tournament} currency={currency} />
      <Prizes prizes={tournament.prizes} currency={currency} />
      <Games tournament={tournament} currency={currency} />
    </>
  );
}

function Overview({ tournament, since }: { tournament: TournamentDetail; since: number }) {
  const { t } = useTranslation();
  const enter = useEnterTournament(tournament.id);
  const [error, setError] = useState<string | null>(null);
  const join = () => {
    setError(null);
    enter.mutate(undefined, {
      onError: (failure) =>
        setError(isApiError(failure) ? failure.message : t('tournaments.loadFailed')),
    });
  };
  return (
    <section className={styles.card} aria-labelledby="tournament-title">
      <h2 id="tournament-title" className={styles.title}>
        {tournament.title}
      </h2>
      <p className={styles.row}>
        <strong>{t(`tournaments.rules.${tournament.rule}`)}</strong>
      </p>
      <p className={styles.hint}>{t(`tournaments.ruleHints.${tournament.rule}`)}</p>
      <p className={styles.hint}>
        {t('tournaments.detail.period', {
          start: dateTimeText(tournament.startsAt),
          end: dateTimeText(tournament.endsAt),
        })}
      </p>
      <PhaseCountdown className={styles.countdown} tournament={tournament} since={since} />
      {tournament.phase === 'ended' && (
        <p className={styles.countdown}>
          {tournament.paidAt
            ? `${t('tournaments.detail.ended')} ${t('tournaments.detail.paid', {
                date: dateTimeText(tournament.paidAt),
              })}`
            : `${t('tournaments.detail.ended')} ${t('tournaments.detail.settling')}`}
        </p>
      )}
      {tournament.phase !== 'ended' &&
        (tournament.entered ? (
          <p className={styles.hint} role="status">
            {t('tournaments.detail.entered')}
          </p>
        ) : (
          <button
            type="button"
            className={styles.primary}
            disabled={enter.isPending}
            aria-busy={enter.isPending || undefined}
            onClick={join}
          >
            {enter.isPending ? t('tournaments.detail.entering') : t('tournaments.detail.enter')}
          </button>
        ))}
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
    </section>
  );
}

function MyStanding({ tournament, currency }: { tournament: TournamentDetail; currency: Money }) {
  const { t } = useTranslation();
  const me = tournament.me;
  return (
    <section className={styles.mine} aria-labelledby="tournament-me">
      <h2 id="tournament-me" className={styles.title}>
        {t('tournaments.me.heading')}
      </h2>
      {me === null ? (
        <p className={styles.hint}>{t('tournaments.me.notEntered')}</p>
      ) : (
        <>
          {me.rank === null && <p className={styles.hint}>{t('tournaments.me.noRank')}</p>}
          <dl className={styles.facts}>
            {me.rank !== null && (
              <>
                <dt>{t('tournaments.me.place')}</dt>
                <dd>{t('tournaments.me.rank', { rank: me.rank })}</dd>
              </>
            )}
            <dt>{t('tournaments.me.score')}</dt>
            <dd>{scoreText(tournament.rule, me.score, currency)}</dd>
            <dt>{t('tournaments.me.rounds')}</dt>
            <dd>{me.rounds}</dd>
            {me.prizeCents > 0 && tournament.paidAt === null && (
              <>
                <dt>{t('tournaments.me.prize')}</dt>
                <dd>{money(me.prizeCents, currency)}</dd>
              </>
            )}
          </dl>
          {me.prizeCents > 0 && tournament.paidAt !== null && (
            <p className={styles.badge} role="status">
              {t('tournaments.me.won', { amount: money(me.prizeCents, currency) })}
            </p>
          )}
        </>
      )}
    </section>
  );
}

function Board({ tournament, currency }: { tournament: TournamentDetail; currency: Money }) {
  const { t } = useTranslation();
  const lineName = (line: TournamentStanding) =>
    t(line.me ? 'tournaments.board.lineYou' : 'tournaments.board.line', {
      rank: line.rank,
      name: line.userName,
      score: scoreText(tournament.rule, line.score, currency),
    });
  return (
    <section className={styles.card} aria-labelledby="tournament-board">
      <h2 id="tournament-board" className={styles.title}>
        {t('tournaments.board.heading')}
      </h2>
      {tournament.leaderboard.length === 0 ? (
        <p className={styles.hint}>{t('tournaments.board.empty')}</p>
      ) : (
        <ol className={styles.board} aria-labelledby="tournament-board">
          {tournament.leaderboard.map((line) => (
            <li
              key={line.rank}
              aria-label={lineName(line)}
              aria-current={line.me ? 'true' : undefined}
            >
              <span className={styles.rank}>{t('tournaments.me.rank', { rank: line.rank })}</span>
              <span className={styles.name} translate="no">
                {line.me ? `${t('tournaments.board.you')} · ${line.userName}` : line.userName}
              </span>
              <span className={styles.score}>
                {scoreText(tournament.rule, line.score, currency)}
              </span>
              {line.prizeCents > 0 && (
                <span className={styles.prize}>{money(line.prizeCents, currency)}</span>
              )}
            </li>
          ))}
        </ol>
      )}
      {tournament.paidAt === null && tournament.phase !== 'upcoming' && (
        <p className={styles.hint}>{t('tournaments.board.updated')}</p>
      )}
    </section>
  );
}

function Prizes({ prizes, currency }: { prizes: readonly TournamentPrize[]; currency: Money }) {
  const { t } = useTranslation();
  if (prizes.length === 0) return null;
  return (
    <section className={styles.card} aria-labelledby="tournament-prizes">
      <h2 id="tournament-prizes" className={styles.title}>
        {t('tournaments.prizes.heading')}
      </h2>
      <ul className={styles.prizes} aria-labelledby="tournament-prizes">
        {prizes.map((prize) => (
          <li key={prize.fromRank}>
            <span>
              {prize.fromRank === prize.toRank
                ? t('tournaments.prizes.rank', { rank: prize.fromRank })
                : t('tournaments.prizes.range', { from: prize.fromRank, to: prize.toRank })}
            </span>
            <strong>{money(prize.amountCents, currency)}</strong>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Games({ tournament, currency }: { tournament: TournamentDetail; currency: Money }) {
  const { t } = useTranslation();
  if (tournament.games.length === 0) return null;
  return (
    <section className={styles.card} aria-labelledby="tournament-games">
      <h2 id="tournament-games" className={styles.title}>
        {t('tournaments.games.heading')}
      </h2>
      <p className={styles.hint}>
        {tournament.minBetCents > 0
          ? t('tournaments.games.minBet', { amount: money(tournament.minBetCents, currency) })
          : t('tournaments.games.everyBet')}
      </p>
      <ul className={styles.games} aria-labelledby="tournament-games">
        {tournament.games.map((game) => (
          <li key={game.gameId}>
            <Link to={`/game/bgs/${game.gameId}`} translate="no">
              {game.name}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
