import '../i18n/texts.ts';
// The account guards below speak in the member centre's words.
import '../../member-centre/i18n/texts.ts';
import { Link } from 'react-router';
import { TOURNAMENT_PHASES, type TournamentPhase, type TournamentSummary } from '@app/contracts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { money, useMoneyFormat } from '../../../lib/money.ts';
import { RealAccountOnly } from '../../member-centre/components/states.tsx';
import { dateText } from '../../member-centre/lib/format.ts';
import { useTournaments } from '../api/tournament-queries.ts';
import { PhaseCountdown } from '../components/countdown.tsx';
import styles from '../components/tournaments.module.css';

export const tournamentLink = (id: number) => `/tournament?id=${id}`;

/**
 * /m/tournaments (issue 25, decision 057): the live tournaments, those coming soon and those
 * that ended this past week, each with its rule, prizes and time left; a card opens the
 * tournament. Real accounts only (a guest is asked to log in).
 */
export function TournamentsPage() {
  return (
    <RealAccountOnly>
      <Tournaments />
    </RealAccountOnly>
  );
}

function Tournaments() {
  const { t } = useTranslation();
  const query = useTournaments();
  const all = query.data?.tournaments ?? [];
  return (
    <div className={styles.page}>
      <QueryState
        query={query}
        texts="tournaments"
        classes={{ state: styles.state, button: styles.secondary }}
      >
        {all.length === 0 ? (
          <p className={styles.state}>{t('tournaments.empty')}</p>
        ) : (
          TOURNAMENT_PHASES.map((phase) => (
            <Section
              key={phase}
              phase={phase}
              tournaments={all.filter((item) => item.phase === phase)}
              since={query.dataUpdatedAt}
            />
          ))
        )}
      </QueryState>
    </div>
  );
}

function Section({
  phase,
  tournaments,
  since,
}: {
  phase: TournamentPhase;
  tournaments: readonly TournamentSummary[];
  since: number;
}) {
  const { t } = useTranslation();
  if (tournaments.length === 0) return null;
  const headingId = `tournaments-${phase}`;
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionTitle}>
        {t(`tournaments.sections.${phase}`)}
      </h2>
      <ul className={styles.list} aria-labelledby={headingId}>
        {tournaments.map((tournament) => (
          <li key={tournament.id}>
            <TournamentCard tournament={tournament} since={since} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function TournamentCard({ tournament, since }: { tournament: TournamentSummary; since: number }) {
  const { t } = useTranslation();
  const currency = useMoneyFormat();
  return (
    <Link to={tournamentLink(tournament.id)} className={styles.cardLink}>
      <h3 className={styles.title}>{tournament.title}</h3>
      <p className={styles.row}>
        <span>{t(`tournaments.rules.${tournament.rule}`)}</span>
        {tournament.entered && (
          <span className={styles.badge}>{t('tournaments.card.entered')}</span>
        )}
      </p>
      <p className={styles.row}>
        <span>
          {t('tournaments.card.pool', { amount: money(tournament.prizePoolCents, currency) })}
        </span>
        <span>{t('tournaments.card.entrants', { count: tournament.entrants })}</span>
      </p>
      <PhaseCountdown className={styles.countdown} tournament={tournament} since={since} />
      {tournament.phase === 'ended' && (
        <p className={styles.hint}>
          {t('tournaments.card.endedOn', { date: dateText(tournament.endsAt) })}
        </p>
      )}
    </Link>
  );
}
