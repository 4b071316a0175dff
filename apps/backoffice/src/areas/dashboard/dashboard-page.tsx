import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { createColumnHelper } from '@tanstack/react-table';
import type { Dashboard, DashboardDay, Permission } from '@app/contracts/backoffice';
import { useCan } from '../../app/me.ts';
import { DataTable, type Columns } from '../../components/data-table.tsx';
import { ErrorText } from '../../components/error-text.tsx';
import { Money } from '../../components/format.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { dateTime } from '../../lib/format.ts';
import { DashboardCharts } from './dashboard-charts.tsx';
import styles from './dashboard.module.css';
import { browserUtcOffset, offsetLabel, useDashboard } from './use-dashboard.ts';

/**
 * The dashboard (issue 21): today's figures beside the last 30 days', the queues waiting now
 * with links to their screens, and charts over the 30 days with the same figures as a table.
 */
export function DashboardPage() {
  const { t, i18n } = useTranslation('dashboard');
  const utcOffset = useMemo(() => browserUtcOffset(), []);
  const query = useDashboard(utcOffset);
  const data = query.data;
  return (
    <>
      <PageHeader title={t('title')}>
        {data ? (
          <span className="muted" role="status">
            {t('updatedAt', { time: dateTime(data.generatedAt, i18n.language, true) })}
          </span>
        ) : null}
        <button
          type="button"
          className="secondary"
          onClick={() => void query.refetch()}
          disabled={query.isFetching}
        >
          {t('refresh')}
        </button>
      </PageHeader>
      <ErrorText error={query.error} />
      {query.isPending ? <p>{t('loading', { ns: 'common' })}</p> : null}
      {data ? (
        <>
          <Today data={data} />
          <PendingQueues pending={data.pending} />
          <DashboardCharts data={data} />
          <DailyTable series={data.series} />
          <p className="muted">{t('daysNote', { offset: offsetLabel(data.utcOffset) })}</p>
        </>
      ) : null}
    </>
  );
}

function Today({ data }: { data: Dashboard }) {
  const { t } = useTranslation('dashboard');
  const { today, totals } = data;
  const moneyTile = (
    key: string,
    value: number,
    total: number,
    sub?: string,
  ): { key: string; value: ReactNode; total: ReactNode; sub?: string } => ({
    key,
    value: <Money cents={value} />,
    total: <Money cents={total} />,
    ...(sub ? { sub } : {}),
  });
  const tiles = [
    moneyTile(
      'deposits',
      today.depositCents,
      totals.depositCents,
      t('depositCount', { count: today.depositCount }),
    ),
    moneyTile(
      'withdrawals',
      today.withdrawalCents,
      totals.withdrawalCents,
      t('withdrawalCount', { count: today.withdrawalCount }),
    ),
    moneyTile('stakes', today.stakeCents, totals.stakeCents),
    moneyTile('wins', today.winCents, totals.winCents),
    moneyTile('ggr', today.ggrCents, totals.ggrCents),
    { key: 'newMembers', value: today.newMembers, total: totals.newMembers },
    {
      key: 'activeMembers',
      value: today.activeMembers,
      total: totals.activeMembers,
      sub: t('activeHint'),
    },
  ];
  return (
    <section className={styles.section} aria-labelledby="dashboard-today">
      <h2 id="dashboard-today">{t('today')}</h2>
      <ul className={styles.tiles}>
        {tiles.map((tile) => (
          <li key={tile.key} className={styles.tile}>
            <h3>{t(`metrics.${tile.key}`)}</h3>
            <p className={styles.value}>{tile.value}</p>
            {tile.sub ? <p className={styles.sub}>{tile.sub}</p> : null}
            <p className={styles.sub}>
              {t('last30')}: {tile.total}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}

interface Queue {
  key: 'deposits' | 'withdrawals' | 'approvals' | 'feedback';
  count: number;
  cents?: number;
  to: string;
  permission: Permission;
}

function PendingQueues({ pending }: { pending: Dashboard['pending'] }) {
  const { t } = useTranslation('dashboard');
  const can = useCan();
  const queues: Queue[] = [
    {
      key: 'deposits',
      count: pending.deposits.count,
      cents: pending.deposits.cents,
      to: '/cashier/deposits',
      permission: 'cashier.read',
    },
    {
      key: 'withdrawals',
      count: pending.withdrawals.count,
      cents: pending.withdrawals.cents,
      to: '/cashier/withdrawals',
      permission: 'cashier.read',
    },
    {
      key: 'approvals',
      count: pending.approvals,
      to: '/approvals',
      permission: 'approvals.confirm',
    },
    { key: 'feedback', count: pending.feedback, to: '/feedback', permission: 'feedback.read' },
  ];
  return (
    <section className={styles.section} aria-labelledby="dashboard-pending">
      <h2 id="dashboard-pending">{t('pending.title')}</h2>
      <ul className={styles.queues}>
        {queues.map((queue) => {
          const name = t(`pending.${queue.key}`);
          return (
            <li
              key={queue.key}
              className={`${styles.queue} ${queue.count > 0 ? styles.waiting : ''}`}
            >
              <div>
                <p>{name}</p>
                {queue.cents !== undefined ? (
                  <p className={styles.sub}>
                    {t('pending.total')} <Money cents={queue.cents} />
                  </p>
                ) : null}
              </div>
              <div className={styles.queueRight}>
                <span className={styles.queueCount}>{queue.count}</span>
                {can(queue.permission) ? (
                  <Link to={queue.to} aria-label={t('pending.openQueue', { queue: name })}>
                    {t('pending.open')}
                  </Link>
                ) : null}
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

const column = createColumnHelper<DashboardDay>();

function DailyTable({ series }: { series: DashboardDay[] }) {
  const { t, i18n } = useTranslation('dashboard');
  const columns = useMemo<Columns<DashboardDay>>(() => {
    const moneyColumn = (
      key: 'depositCents' | 'withdrawalCents' | 'stakeCents' | 'winCents' | 'ggrCents',
      label: string,
    ) =>
      column.accessor(key, {
        header: label,
        cell: (info) => (
          <span className={styles.nowrap}>
            <Money cents={info.getValue()} />
          </span>
        ),
        meta: { numeric: true, csv: (row) => (row[key] / 100).toFixed(2) },
      });
    return [
      column.accessor('day', {
        header: t('table.day'),
        cell: (info) => (
          <span className={styles.nowrap}>
            {new Intl.DateTimeFormat(i18n.language.startsWith('en') ? 'en-GB' : 'pt-BR', {
              weekday: 'short',
              day: '2-digit',
              month: '2-digit',
              timeZone: 'UTC',
            }).format(new Date(`${info.getValue()}T00:00:00Z`))}
          </span>
        ),
      }),
      moneyColumn('depositCents', t('table.deposits')),
      moneyColumn('withdrawalCents', t('table.withdrawals')),
      moneyColumn('stakeCents', t('table.stakes')),
      moneyColumn('winCents', t('table.wins')),
      moneyColumn('ggrCents', t('table.ggr')),
      column.accessor('newMembers', { header: t('table.newMembers'), meta: { numeric: true } }),
      column.accessor('activeMembers', {
        header: t('table.activeMembers'),
        meta: { numeric: true },
      }),
    ];
  }, [t, i18n.language]);
  // Newest first, as an operator reads a statement.
  const rows = useMemo(() => [...series].reverse(), [series]);
  return (
    <DataTable
      caption={t('table.caption')}
      columns={columns}
      data={rows}
      csvName="dashboard-30-days"
      filterable={false}
    />
  );
}
