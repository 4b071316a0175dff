import { useId, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import {
  REPORT_UNATTRIBUTED,
  type BonusDay,
  type CashflowRow,
  type GgrRow,
  type MembersDay,
} from '@app/contracts/backoffice';
import { ErrorText } from '../../components/error-text.tsx';
import { day as shortDay, localeOf, money } from '../../lib/format.ts';
import { ReportTable, type ReportColumn } from './report-table.tsx';
import styles from './reports.module.css';
import { useReport, type PeriodState } from './use-report.ts';

/**
 * The four reports: each a chart (a figure named by its caption, described by a sentence with
 * its totals: the same figures are in the table, so nothing is only in a picture) and its table.
 */
const COLOURS = {
  stakes: '#0b5cad',
  ggr: '#1a7f37',
  ngr: '#7c3aed',
  deposits: '#0b5cad',
  withdrawals: '#c2410c',
  newMembers: '#0b5cad',
  activeMembers: '#b7791f',
  depositingMembers: '#1a7f37',
  rewards: '#0b5cad',
  rebates: '#b7791f',
  commissions: '#7c3aed',
} as const;
const HEIGHT = 260;
/** Daily tables read newest first, as a statement; their charts run oldest to newest. */
const newestFirst = <T,>(rows: T[]): T[] => [...rows].reverse();

/** How many rows a grouped (non-daily) chart shows: the rest stay in the table. */
const TOP = 12;

function ChartFigure({
  caption,
  description,
  children,
}: {
  caption: string;
  description: string;
  children: (names: { title: string; desc: string }) => ReactNode;
}) {
  const captionId = useId();
  const descId = useId();
  return (
    <figure className={styles.chart} aria-labelledby={captionId} aria-describedby={descId}>
      <figcaption id={captionId}>{caption}</figcaption>
      <p id={descId} className={styles.desc}>
        {description}
      </p>
      {children({ title: caption, desc: description })}
    </figure>
  );
}

function useFormat() {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(() => {
    const locale = localeOf(language);
    const cents = (value: number) => money(value, language);
    return {
      cents,
      axisMoney: (value: number) =>
        new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 }).format(
          value / 100,
        ),
      tooltipMoney: (value: unknown) => (typeof value === 'number' ? cents(value) : String(value)),
      short: (iso: string) => shortDay(iso, language),
      /** "sáb., 02/03/2024" */
      longDay: (iso: string) =>
        new Intl.DateTimeFormat(locale, {
          weekday: 'short',
          day: '2-digit',
          month: '2-digit',
          year: 'numeric',
          timeZone: 'UTC',
        }).format(new Date(`${iso}T00:00:00Z`)),
      range: (from: string, to: string) => {
        const format = new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeZone: 'UTC' });
        return [
          format.format(new Date(`${from}T00:00:00Z`)),
          format.format(new Date(`${to}T00:00:00Z`)),
        ];
      },
    };
  }, [language]);
}

const chartBase = {
  responsive: true,
  style: { width: '100%', height: HEIGHT },
  margin: { top: 5, right: 10, bottom: 5, left: 5 },
} as const;
const axis = { fontSize: 12 };

/** Whole currency units on the axis; at least one unit high, so an empty period has no "0, 0, 0". */
function moneyAxisOf(format: ReturnType<typeof useFormat>) {
  return {
    tick: axis,
    tickFormatter: format.axisMoney,
    width: 52,
    domain: [(min: number) => Math.min(min, 0), (max: number) => Math.max(max, 100)] as [
      (min: number) => number,
      (max: number) => number,
    ],
  };
}

/** The state of a report's call: loading, a failure, or the report announced as shown. */
function ReportState({
  query,
  rows,
  from,
  to,
}: {
  query: { isPending: boolean; isFetching: boolean; error: unknown };
  rows: number | undefined;
  from: string;
  to: string;
}) {
  const { t } = useTranslation('reports');
  const format = useFormat();
  const [first, last] = format.range(from, to);
  return (
    <>
      <ErrorText error={query.error} />
      <p className="muted" role="status">
        {query.isFetching
          ? t('loadingReport')
          : rows !== undefined
            ? t('shown', { from: first, to: last, count: rows })
            : ''}
      </p>
    </>
  );
}

// ---------------------------------------------------------------------------------------------

export function GgrView({ period }: { period: PeriodState }) {
  const { t } = useTranslation('reports');
  const format = useFormat();
  const moneyAxis = moneyAxisOf(format);
  const query = useReport('ggr', period);
  const data = query.data;
  const tableRows = useMemo(
    () => (data ? (data.by === 'day' ? newestFirst(data.rows) : data.rows) : []),
    [data],
  );
  const by = data?.by ?? period.by;

  const nameOf = (row: GgrRow): string => {
    if (row.key === REPORT_UNATTRIBUTED) {
      return by === 'agent' ? t('unattributed.agent') : t('unattributed.game');
    }
    switch (by) {
      case 'day':
        return row.key;
      case 'gameType':
        return t(`gameTypes.${row.key}`, { defaultValue: row.key });
      case 'game':
        return row.key.startsWith('vendor:') ? `${row.label} (${t('vendorGames')})` : row.label;
      default:
        return row.label;
    }
  };

  const columns = useMemo<ReportColumn<GgrRow>[]>(() => {
    const totals = data?.totals;
    const money = (
      id: keyof Omit<GgrRow, 'key' | 'label' | 'gameType' | 'vendorCode' | 'betCount'>,
      header: string,
    ): ReportColumn<GgrRow> => ({
      id,
      header,
      kind: 'money',
      value: (row) => row[id],
      total: totals ? totals[id] : null,
    });
    const first: ReportColumn<GgrRow> = {
      id: by,
      header: t(`columns.${by}`),
      kind: 'text',
      value: (row) => (by === 'day' ? row.key : nameOf(row)),
      display:
        by === 'day'
          ? (row) => <span className={styles.nowrap}>{format.longDay(row.key)}</span>
          : undefined,
    };
    const extra: ReportColumn<GgrRow>[] =
      by === 'game'
        ? [
            {
              id: 'vendorCode',
              header: t('columns.vendor'),
              kind: 'text',
              value: (row) => row.vendorCode ?? '',
            },
          ]
        : [];
    return [
      first,
      ...extra,
      {
        id: 'betCount',
        header: t('columns.bets'),
        kind: 'count',
        value: (row) => row.betCount,
        total: totals?.betCount ?? null,
      },
      money('stakeCents', t('columns.stakes')),
      money('winCents', t('columns.wins')),
      money('ggrCents', t('columns.ggr')),
      money('rebateCents', t('columns.rebates')),
      money('rewardCents', t('columns.rewards')),
      money('commissionCents', t('columns.commissions')),
      money('ngrCents', t('columns.ngr')),
    ];
    // eslint-disable-next-line react-hooks/exhaustive-deps -- nameOf reads only `by` and `t`
  }, [data, by, t, format]);

  const chartRows = useMemo(() => {
    if (!data) return [];
    if (by === 'day') return data.rows.map((row) => ({ ...row, name: format.short(row.key) }));
    return data.rows
      .filter((row) => row.key !== REPORT_UNATTRIBUTED)
      .slice(0, TOP)
      .map((row) => ({ ...row, name: nameOf(row) }));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- nameOf reads only `by` and `t`
  }, [data, by, format]);

  return (
    <>
      <ReportState query={query} rows={data?.rows.length} from={period.from} to={period.to} />
      {data ? (
        <>
          <ChartFigure
            caption={
              by === 'day'
                ? t('charts.ggr')
                : t('charts.ggrTop', { count: Math.min(TOP, chartRows.length) })
            }
            description={t('charts.ggrDesc', {
              ggr: format.cents(data.totals.ggrCents),
              ngr: format.cents(data.totals.ngrCents),
            })}
          >
            {(names) =>
              by === 'day' ? (
                <LineChart {...chartBase} data={chartRows} {...names}>
                  <CartesianGrid strokeDasharray="3 3" vertical={false} />
                  <XAxis dataKey="name" tick={axis} interval="preserveStartEnd" minTickGap={12} />
                  <YAxis {...moneyAxis} />
                  <Tooltip formatter={format.tooltipMoney} />
                  <Legend itemSorter={null} />
                  <Line
                    type="monotone"
                    dataKey="ggrCents"
                    name={t('columns.ggr')}
                    stroke={COLOURS.ggr}
                    strokeWidth={2}
                    dot={false}
                    isAnimationActive={false}
                  />
                  <Line
                    type="monotone"
                    dataKey="ngrCents"
                    name={t('columns.ngr')}
                    stroke={COLOURS.ngr}
                    strokeWidth={2}
                    strokeDasharray="6 3"
                    dot={false}
                    isAnimationActive={false}
                  />
                </LineChart>
              ) : (
                <BarChart {...chartBase} data={chartRows} {...names}>
                  <CartesianGrid strokeDasharray="3 3" vertical={false} />
                  <XAxis dataKey="name" tick={axis} interval={0} height={40} />
                  <YAxis {...moneyAxis} />
                  <Tooltip formatter={format.tooltipMoney} />
                  <Legend itemSorter={null} />
                  <Bar
                    dataKey="stakeCents"
                    name={t('columns.stakes')}
                    fill={COLOURS.stakes}
                    isAnimationActive={false}
                  />
                  <Bar
                    dataKey="ggrCents"
                    name={t('columns.ggr')}
                    fill={COLOURS.ggr}
                    isAnimationActive={false}
                  />
                  <Bar
                    dataKey="ngrCents"
                    name={t('columns.ngr')}
                    fill={COLOURS.ngr}
                    isAnimationActive={false}
                  />
                </BarChart>
              )
            }
          </ChartFigure>
          <ReportTable
            caption={t('captions.ggr', { by: t(`by.${by}`).toLowerCase() })}
            csvName={`ggr-ngr-${by}-${period.from}-${period.to}`}
            columns={columns}
            rows={tableRows}
          />
          <ul className={`${styles.notes} muted`}>
            <li>{t('notes.ggr')}</li>
            {by === 'agent' ? <li>{t('notes.byAgent')}</li> : null}
            {by === 'game' || by === 'gameType' ? <li>{t('notes.vendorGames')}</li> : null}
          </ul>
        </>
      ) : null}
    </>
  );
}

// ---------------------------------------------------------------------------------------------

export function CashflowView({ period }: { period: PeriodState }) {
  const { t } = useTranslation('reports');
  const format = useFormat();
  const moneyAxis = moneyAxisOf(format);
  const query = useReport('cashflow', period);
  const data = query.data;
  const columns = useMemo<ReportColumn<CashflowRow>[]>(() => {
    const totals = data?.totals;
    return [
      {
        id: 'direction',
        header: t('columns.direction'),
        kind: 'text',
        value: (row) => t(`direction.${row.direction}`),
      },
      {
        id: 'channel',
        header: t('columns.channel'),
        kind: 'text',
        value: (row) =>
          row.channel === REPORT_UNATTRIBUTED ? t('unattributed.channel') : row.label,
      },
      {
        id: 'count',
        header: t('columns.count'),
        kind: 'count',
        value: (row) => row.count,
        total: totals ? totals.depositCount + totals.withdrawalCount : null,
      },
      {
        id: 'amountCents',
        header: t('columns.amount'),
        kind: 'money',
        // Withdrawals are money out: negative, so the total is the net.
        value: (row) => (row.direction === 'withdrawal' ? -row.amountCents : row.amountCents),
        total: totals?.netCents ?? null,
      },
    ];
  }, [data, t]);
  const chartRows = useMemo(() => {
    const byLabel = new Map<string, { name: string; deposits: number; withdrawals: number }>();
    for (const row of data?.rows ?? []) {
      const name = row.channel === REPORT_UNATTRIBUTED ? t('unattributed.channel') : row.label;
      const entry = byLabel.get(name) ?? { name, deposits: 0, withdrawals: 0 };
      if (row.direction === 'deposit') entry.deposits += row.amountCents;
      else entry.withdrawals += row.amountCents;
      byLabel.set(name, entry);
    }
    return [...byLabel.values()];
  }, [data, t]);
  return (
    <>
      <ReportState query={query} rows={data?.rows.length} from={period.from} to={period.to} />
      {data ? (
        <>
          <ChartFigure
            caption={t('charts.cashflow')}
            description={t('charts.cashflowDesc', {
              deposits: format.cents(data.totals.depositCents),
              withdrawals: format.cents(data.totals.withdrawalCents),
              net: format.cents(data.totals.netCents),
            })}
          >
            {(names) => (
              <BarChart {...chartBase} data={chartRows} {...names}>
                <CartesianGrid strokeDasharray="3 3" vertical={false} />
                <XAxis dataKey="name" tick={axis} interval={0} />
                <YAxis {...moneyAxis} />
                <Tooltip formatter={format.tooltipMoney} />
                <Legend itemSorter={null} />
                <Bar
                  dataKey="deposits"
                  name={t('direction.deposit')}
                  fill={COLOURS.deposits}
                  isAnimationActive={false}
                />
                <Bar
                  dataKey="withdrawals"
                  name={t('direction.withdrawal')}
                  fill={COLOURS.withdrawals}
                  isAnimationActive={false}
                />
              </BarChart>
            )}
          </ChartFigure>
          <ReportTable
            caption={t('captions.cashflow')}
            csvName={`deposits-withdrawals-${period.from}-${period.to}`}
            columns={columns}
            rows={data.rows}
          />
          <p className="muted">{t('notes.cashflow')}</p>
        </>
      ) : null}
    </>
  );
}

// ---------------------------------------------------------------------------------------------

export function MembersView({ period }: { period: PeriodState }) {
  const { t } = useTranslation('reports');
  const format = useFormat();
  const query = useReport('members', period);
  const data = query.data;
  const tableRows = useMemo(() => (data ? newestFirst(data.rows) : []), [data]);
  const columns = useMemo<ReportColumn<MembersDay>[]>(() => {
    const totals = data?.totals;
    const count = (
      id: keyof Omit<MembersDay, 'day'>,
      header: string,
    ): ReportColumn<MembersDay> => ({
      id,
      header,
      kind: 'count',
      value: (row) => row[id],
      total: totals ? totals[id] : null,
    });
    return [
      {
        id: 'day',
        header: t('columns.day'),
        kind: 'text',
        value: (row) => row.day,
        display: (row) => <span className={styles.nowrap}>{format.longDay(row.day)}</span>,
      },
      count('newMembers', t('columns.newMembers')),
      count('activeMembers', t('columns.activeMembers')),
      count('depositingMembers', t('columns.depositingMembers')),
      count('firstDepositMembers', t('columns.firstDepositMembers')),
    ];
  }, [data, t, format]);
  const chartRows = useMemo(
    () => (data?.rows ?? []).map((row) => ({ ...row, name: format.short(row.day) })),
    [data, format],
  );
  return (
    <>
      <ReportState query={query} rows={data?.rows.length} from={period.from} to={period.to} />
      {data ? (
        <>
          <ChartFigure
            caption={t('charts.members')}
            description={t('charts.membersDesc', data.totals)}
          >
            {(names) => (
              <BarChart {...chartBase} data={chartRows} {...names}>
                <CartesianGrid strokeDasharray="3 3" vertical={false} />
                <XAxis dataKey="name" tick={axis} interval="preserveStartEnd" minTickGap={12} />
                <YAxis tick={axis} allowDecimals={false} width={40} />
                <Tooltip />
                <Legend itemSorter={null} />
                <Bar
                  dataKey="newMembers"
                  name={t('columns.newMembers')}
                  fill={COLOURS.newMembers}
                  isAnimationActive={false}
                />
                <Bar
                  dataKey="activeMembers"
                  name={t('columns.activeMembers')}
                  fill={COLOURS.activeMembers}
                  isAnimationActive={false}
                />
                <Bar
                  dataKey="depositingMembers"
                  name={t('columns.depositingMembers')}
                  fill={COLOURS.depositingMembers}
                  isAnimationActive={false}
                />
              </BarChart>
            )}
          </ChartFigure>
          <ReportTable
            caption={t('captions.members')}
            csvName={`members-${period.from}-${period.to}`}
            columns={columns}
            rows={tableRows}
          />
          <p className="muted">{t('notes.members')}</p>
        </>
      ) : null}
    </>
  );
}

// ---------------------------------------------------------------------------------------------

export function BonusView({ period }: { period: PeriodState }) {
  const { t } = useTranslation('reports');
  const format = useFormat();
  const moneyAxis = moneyAxisOf(format);
  const query = useReport('bonus', period);
  const data = query.data;
  const tableRows = useMemo(() => (data ? newestFirst(data.rows) : []), [data]);
  const columns = useMemo<ReportColumn<BonusDay>[]>(() => {
    const totals = data?.totals;
    const money = (
      id: 'rewardCents' | 'rebateCents' | 'commissionCents' | 'totalCents',
      header: string,
    ): ReportColumn<BonusDay> => ({
      id,
      header,
      kind: 'money',
      value: (row) => row[id],
      total: totals ? totals[id] : null,
    });
    return [
      {
        id: 'day',
        header: t('columns.day'),
        kind: 'text',
        value: (row) => row.day,
        display: (row) => <span className={styles.nowrap}>{format.longDay(row.day)}</span>,
      },
      {
        id: 'count',
        header: t('columns.credits'),
        kind: 'count',
        value: (row) => row.count,
        total: totals?.count ?? null,
      },
      money('rewardCents', t('columns.rewards')),
      money('rebateCents', t('columns.rebates')),
      money('commissionCents', t('columns.commissions')),
      money('totalCents', t('columns.bonusTotal')),
    ];
  }, [data, t, format]);
  const chartRows = useMemo(
    () => (data?.rows ?? []).map((row) => ({ ...row, name: format.short(row.day) })),
    [data, format],
  );
  return (
    <>
      <p className="muted">{t('notes.bonus')}</p>
      <ReportState query={query} rows={data?.rows.length} from={period.from} to={period.to} />
      {data ? (
        <>
          <ChartFigure
            caption={t('charts.bonus')}
            description={t('charts.bonusDesc', { total: format.cents(data.totals.totalCents) })}
          >
            {(names) => (
              <BarChart {...chartBase} data={chartRows} {...names}>
                <CartesianGrid strokeDasharray="3 3" vertical={false} />
                <XAxis dataKey="name" tick={axis} interval="preserveStartEnd" minTickGap={12} />
                <YAxis {...moneyAxis} />
                <Tooltip formatter={format.tooltipMoney} />
                <Legend itemSorter={null} />
                <Bar
                  dataKey="rewardCents"
                  stackId="cost"
                  name={t('columns.rewards')}
                  fill={COLOURS.rewards}
                  isAnimationActive={false}
                />
                <Bar
                  dataKey="rebateCents"
                  stackId="cost"
                  name={t('columns.rebates')}
                  fill={COLOURS.rebates}
                  isAnimationActive={false}
                />
                <Bar
                  dataKey="commissionCents"
                  stackId="cost"
                  name={t('columns.commissions')}
                  fill={COLOURS.commissions}
                  isAnimationActive={false}
                />
              </BarChart>
            )}
          </ChartFigure>
          <ReportTable
            caption={t('captions.bonus')}
            csvName={`bonus-cost-${period.from}-${period.to}`}
            columns={columns}
            rows={tableRows}
          />
        </>
      ) : null}
    </>
  );
}
