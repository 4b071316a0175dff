import '../i18n/texts.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import type { TeamOverview } from '@app/contracts';
import { useTeamOverview } from '../api/agent-reports-queries.ts';
import { AgentOnly } from '../components/agent-only.tsx';
import { RangeBar } from '../components/range-bar.tsx';
import { ReportFailure, ReportLoading } from '../components/report-states.tsx';
import { money, signedMoney, toneOf, type Money } from '../../../lib/money.ts';
import { useMoney, useReportSearch } from '../lib/use-report-search.ts';
import moneyList from '../../../components/money-list/money-list.module.css';
import styles from '../components/agent-reports.module.css';

/** /m/agent/team/overview: the team's sizes, money in and out, bets and result in a period. */
export function TeamOverviewPage() {
  return (
    <AgentOnly>
      <Overview />
    </AgentOnly>
  );
}

function Overview() {
  const { today, range, resolved, setRange } = useReportSearch();
  const query = useTeamOverview(resolved.ok ? resolved.days : null);
  const currency = useMoney();
  return (
    <div className={styles.page}>
      <RangeBar filter={range} resolved={resolved} today={today} onChange={setRange} />
      {resolved.ok &&
        (query.isPending ? (
          <ReportLoading blocks={6} />
        ) : query.isError ? (
          <ReportFailure error={query.error} retry={query.refetch} />
        ) : (
          <OverviewFigures value={query.data} currency={currency} />
        ))}
    </div>
  );
}

function OverviewFigures({ value, currency }: { value: TeamOverview; currency: Money }) {
  const { t } = useTranslation();
  const count = (n: number) => String(n);
  const groups: Array<{ key: string; facts: Array<[string, string]> }> = [
    {
      key: 'members',
      facts: [
        ['directMembers', count(value.directMembers)],
        ['teamMembers', count(value.teamMembers)],
        ['newMembers', count(value.newMembers)],
        ['activeBettors', count(value.activeBettors)],
      ],
    },
    {
      key: 'cash',
      facts: [
        ['firstDepositMembers', count(value.firstDepositMembers)],
        ['depositCount', count(value.depositCount)],
        ['deposits', money(value.depositCents, currency)],
        ['withdrawals', money(value.withdrawalCents, currency)],
      ],
    },
    {
      key: 'play',
      facts: [
        ['validBets', money(value.validBetCents, currency)],
        ['payouts', money(value.payoutCents, currency)],
        ['rebates', money(value.rebateCents, currency)],
      ],
    },
  ];
  const tone = toneOf(value.pnlCents);
  return (
    <div className={styles.cards}>
      <section className={styles.result} aria-labelledby="team-result">
        <h2 id="team-result" className={styles.cardTitle}>
          {t('agentReports.overview.result')}
        </h2>
        <p className={`${styles.resultAmount} ${moneyList[tone]}`} data-tone={tone}>
          {signedMoney(value.pnlCents, currency)}
        </p>
        <p className={styles.note}>{t('agentReports.overview.resultHint')}</p>
      </section>
      {groups.map((group) => (
        <section key={group.key} className={styles.card} aria-labelledby={`team-${group.key}`}>
          <h2 id={`team-${group.key}`} className={styles.cardTitle}>
            {t(`agentReports.overview.groups.${group.key}`)}
          </h2>
          <dl className={styles.stats}>
            {group.facts.map(([label, text]) => (
              <div key={label}>
                <dt>{t(`agentReports.overview.${label}`)}</dt>
                <dd>{text}</dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
    </div>
  );
}
