import '../i18n/texts.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { useTeamPnl } from '../api/agent-reports-queries.ts';
import { AgentOnly } from '../components/agent-only.tsx';
import { PnlTable } from '../components/pnl-table.tsx';
import { RangeBar } from '../components/range-bar.tsx';
import { ReportFailure, ReportLoading } from '../components/report-states.tsx';
import { ListState } from '../../../components/paged-list/paged-list-parts.tsx';
import { useMoney, useReportSearch } from '../lib/use-report-search.ts';
import styles from '../components/agent-reports.module.css';

/** The drilled member in the URL (`parent`), or null at the top of the team. */
function readParent(value: string | null): number | null {
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/**
 * /m/agent/team/pnl: bets, wins, rebates and result per direct downline (each row its whole
 * team), a total row, and a drill-down into a downline's own team kept in the URL.
 */
export function TeamPnlPage() {
  return (
    <AgentOnly>
      <Pnl />
    </AgentOnly>
  );
}

function Pnl() {
  const { t } = useTranslation();
  const { params, today, range, resolved, setRange, setParam } = useReportSearch();
  const parentId = readParent(params.get('parent'));
  const query = useTeamPnl(resolved.ok ? resolved.days : null, parentId);
  const currency = useMoney();
  const path = query.data?.path ?? [];

  return (
    <div className={styles.page}>
      <RangeBar filter={range} resolved={resolved} today={today} onChange={setRange} />
      {parentId !== null && (
        <nav className={styles.crumbs} aria-label={t('agentReports.pnl.crumbs')}>
          <ol>
            <li>
              <button
                type="button"
                className={styles.crumb}
                onClick={() => setParam('parent', null)}
              >
                {t('agentReports.pnl.myTeam')}
              </button>
            </li>
            {path.map((step, index) => (
              <li key={step.memberId}>
                {index === path.length - 1 ? (
                  <span aria-current="page">{step.userName}</span>
                ) : (
                  <button
                    type="button"
                    className={styles.crumb}
                    onClick={() => setParam('parent', String(step.memberId))}
                  >
                    {step.userName}
                  </button>
                )}
              </li>
            ))}
          </ol>
        </nav>
      )}
      {resolved.ok &&
        (query.isPending ? (
          <ReportLoading />
        ) : query.isError ? (
          <ReportFailure error={query.error} retry={query.refetch} />
        ) : query.data.rows.length === 0 ? (
          <ListState title={t('agentReports.pnl.empty')} hint={t('agentReports.pnl.emptyHint')} />
        ) : (
          <PnlTable
            report={query.data}
            currency={currency}
            onDrill={(memberId) => setParam('parent', String(memberId))}
          />
        ))}
    </div>
  );
}
