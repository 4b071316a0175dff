import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { createColumnHelper } from '@tanstack/react-table';
import {
  AGENT_SETTLEMENT_JOBS,
  type AgentSettlementJob,
  type BoSettlementDetail,
  type BoSettlementLine,
  type BoSettlementRun,
} from '@app/contracts/backoffice';
import { DataTable, type Columns } from '../../components/data-table.tsx';
import { ErrorText } from '../../components/error-text.tsx';
import { DateTime, Money } from '../../components/format.tsx';
import { Field } from '../../components/field.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { useSettlement, useSettlements } from './agents-api.ts';
import styles from './agents.module.css';
import { agentColumn, moneyColumn, rateColumn } from './payout-columns.tsx';

const PAGE = 25;
const OUTCOME_BADGE: Record<string, string> = { ok: 'ok', running: 'warn', failed: 'danger' };

function useTriggeredBy() {
  const { t } = useTranslation('agents');
  return (value: string) => {
    if (value === 'scheduler') return t('settlements.scheduler');
    const operator = /^operator:(.+)$/.exec(value);
    return operator ? t('settlements.operator', { id: operator[1] }) : value;
  };
}

/** The settlement runs of the scheduler (rebates, contract payouts) with what each paid. */
export function SettlementsPage() {
  const { t } = useTranslation('agents');
  const [job, setJob] = useState<AgentSettlementJob | ''>('');
  const [offset, setOffset] = useState(0);
  const runs = useSettlements({ job: job || undefined, limit: PAGE, offset });
  const triggeredBy = useTriggeredBy();

  const columns = useMemo(() => {
    const col = createColumnHelper<BoSettlementRun>();
    const list: Columns<BoSettlementRun> = [
      col.accessor('id', {
        header: '#',
        cell: (c) => (
          <Link
            to={`/agents/settlements/${c.getValue()}`}
            aria-label={t('settlements.open', { id: c.getValue() })}
          >
            {c.getValue()}
          </Link>
        ),
        meta: { numeric: true },
      }),
      col.accessor('job', {
        header: t('settlements.job'),
        cell: (c) => t(`settlements.jobs.${c.getValue()}`),
      }),
      col.accessor('periodKey', { header: t('settlements.period') }),
      col.accessor('triggeredBy', {
        header: t('settlements.triggeredBy'),
        cell: (c) => triggeredBy(c.getValue()),
      }),
      col.accessor('startedAt', {
        header: t('settlements.started'),
        cell: (c) => <DateTime iso={c.getValue()} seconds />,
      }),
      col.accessor('outcome', {
        header: t('settlements.outcome'),
        cell: (c) => (
          <span className={`badge ${OUTCOME_BADGE[c.getValue()] ?? ''}`}>
            {t(`settlements.outcomes.${c.getValue()}`, { defaultValue: c.getValue() })}
          </span>
        ),
      }),
      col.accessor('lineCount', { header: t('settlements.lines'), meta: { numeric: true } }),
      col.accessor('agentCount', { header: t('settlements.agents'), meta: { numeric: true } }),
      moneyColumn('paidCents', t('settlements.paid')),
    ];
    return list;
  }, [t, triggeredBy]);

  return (
    <>
      <p>
        <Link to="/agents">{t('actions.back')}</Link>
      </p>
      <PageHeader title={t('settlements.title')} />
      <section className="card stack">
        <div className="row">
          <Field label={t('settlements.job')}>
            {(props) => (
              <select
                {...props}
                value={job}
                onChange={(event) => {
                  setJob(event.target.value as AgentSettlementJob | '');
                  setOffset(0);
                }}
              >
                <option value="">{t('settlements.allJobs')}</option>
                {AGENT_SETTLEMENT_JOBS.map((name) => (
                  <option key={name} value={name}>
                    {t(`settlements.jobs.${name}`)}
                  </option>
                ))}
              </select>
            )}
          </Field>
        </div>
        <ErrorText error={runs.error} />
        <DataTable
          caption={t('settlements.caption')}
          columns={columns}
          data={runs.data?.rows ?? []}
          loading={runs.isPending}
          csvName="settlement-runs"
          paging={{
            limit: PAGE,
            offset,
            total: runs.data?.total ?? 0,
            onChange: (next) => setOffset(next),
          }}
        />
      </section>
    </>
  );
}

/** One run: what it paid each agent, and every payout line it wrote. */
export function SettlementDetailPage() {
  const { t, i18n } = useTranslation('agents');
  const id = Number(useParams().id);
  const run = useSettlement(id);
  const triggeredBy = useTriggeredBy();
  const data: BoSettlementDetail | undefined = run.data;

  const agentColumns = useMemo(() => {
    const list: Columns<BoSettlementDetail['byAgent'][number]> = [
      agentColumn(t('settlements.agent')),
      moneyColumn('amountCents', t('settlements.paid')),
    ];
    return list;
  }, [t]);

  const lineColumns = useMemo(() => {
    const col = createColumnHelper<BoSettlementLine>();
    const list: Columns<BoSettlementLine> = [
      agentColumn(t('settlements.agent')),
      col.accessor(
        (row) => (row.kind === 'rebate' ? (row.gameType ?? '') : t(`kinds.${row.kind}`)),
        {
          id: 'kind',
          header: t('payouts.kind'),
        },
      ),
      col.accessor(
        (row) =>
          row.periodStart === row.periodEnd
            ? row.periodStart
            : `${row.periodStart} – ${row.periodEnd}`,
        {
          id: 'period',
          header: t('payouts.period'),
        },
      ),
      moneyColumn('validBetCents', t('payouts.validBet')),
      rateColumn('rateBp', t('payouts.rate'), i18n.language),
      moneyColumn('amountCents', t('payouts.amount')),
    ];
    return list;
  }, [t, i18n.language]);

  return (
    <>
      <p>
        <Link to="/agents/settlements">{t('settlements.back')}</Link>
      </p>
      <PageHeader title={t('settlements.detailTitle', { id })} />
      <ErrorText error={run.error} />
      {run.isPending ? <p>{t('detail.loading')}</p> : null}
      {data ? (
        <>
          <section className="card stack" aria-labelledby="run-facts">
            <h2 id="run-facts">{t(`settlements.jobs.${data.run.job}`)}</h2>
            <div className={styles.totals}>
              <dl className="facts">
                <dt>{t('settlements.period')}</dt>
                <dd>{data.run.periodKey}</dd>
                <dt>{t('settlements.triggeredBy')}</dt>
                <dd>{triggeredBy(data.run.triggeredBy)}</dd>
                <dt>{t('settlements.started')}</dt>
                <dd>
                  <DateTime iso={data.run.startedAt} seconds />
                </dd>
                <dt>{t('settlements.outcome')}</dt>
                <dd>
                  <span className={`badge ${OUTCOME_BADGE[data.run.outcome] ?? ''}`}>
                    {t(`settlements.outcomes.${data.run.outcome}`, {
                      defaultValue: data.run.outcome,
                    })}
                  </span>
                </dd>
              </dl>
              <dl className="facts">
                <dt>{t('settlements.paid')}</dt>
                <dd className={styles.big}>
                  <Money cents={data.run.paidCents} />
                </dd>
                <dt>{t('settlements.reported')}</dt>
                <dd>
                  <Money cents={data.run.reportedCents} />
                </dd>
                <dt>{t('settlements.lines')}</dt>
                <dd>{data.run.lineCount}</dd>
                <dt>{t('settlements.agents')}</dt>
                <dd>{data.run.agentCount}</dd>
              </dl>
              <p
                role="status"
                className={data.run.paidCents === data.run.reportedCents ? 'ok-text' : 'error-text'}
              >
                {data.run.paidCents === data.run.reportedCents
                  ? t('settlements.match')
                  : t('settlements.mismatch')}
              </p>
            </div>
            {data.run.error ? <p className="error-text">{data.run.error}</p> : null}
          </section>
          {data.lines.length === 0 ? (
            <p className="card muted">{t('settlements.none')}</p>
          ) : (
            <>
              <section className="card">
                <DataTable
                  caption={t('settlements.byAgent')}
                  columns={agentColumns}
                  data={data.byAgent}
                  csvName={`settlement-${id}-agents`}
                />
              </section>
              <section className="card">
                <DataTable
                  caption={t('settlements.allLines')}
                  columns={lineColumns}
                  data={data.lines}
                  csvName={`settlement-${id}-lines`}
                />
              </section>
            </>
          )}
        </>
      ) : null}
    </>
  );
}
