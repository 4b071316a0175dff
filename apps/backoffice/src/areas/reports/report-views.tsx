import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  REPORT_UNATTRIBUTED,
  type BonusDay,
  type CashflowRow,
  type GgrRow,
  type MembersDay,
} from '@app/contracts/backoffice';
import { DAY_AXIS, SeriesChart, type ChartSeries } from '../../components/chart.tsx';
import { ErrorText } from '../../components/error-text.tsx';
import { day as shortDay, localeOf, money } from '../../lib/format.ts';
import { ReportTable, type ReportColumn } from './report-table.tsx';
import styles from './reports.module.css';
import { useReport, type PeriodState, type ReportKey, type ReportValue } from './use-report.ts';

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
  converted: '#c2410c',
} as const;
/** What every report chart shares: its height and the rows' field naming a point. */
const CHART = { height: 260, xKey: 'name' } as const;
/** Daily tables read newest first, as a statement; their charts run oldest to newest. */
const newestFirst = <T,>(rows: T[]): T[] => [...rows].reverse();

/** How many rows a grouped (non-daily) chart shows: the rest stay in the table. */
const TOP = 12;

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

/** Whole currency units on the axis; at least one unit high, so an empty period has no "0, 0, 0". */
function moneyAxisOf(format: ReturnType<typeof useFormat>) {
  return {
    tickFormatter: format.axisMoney,
    width: 52,
    domain: [(min: number) => Math.min(min, 0), (max: number) => Math.max(max, 100)] as [
      (min: number) => number,
      (max: number) => number,
    ],
  };
}

type FigureKey<T> = { [K in keyof T]: T[K] extends number ? K : never }[keyof T] & string;

/** Makes the columns of a report's figures (money or counts), each with its total under it. */
function figureColumns<Totals extends object>(totals: Totals | undefined) {
  return (
    kind: 'money' | 'count',
    id: FigureKey<Totals>,
    header: string,
  ): ReportColumn<Totals> => ({
    id,
    header,
    kind,
    value: (row) => row[id] as number,
    total: totals ? (totals[id] as number) : null,
  });
}

/** A daily report's first column: the day, written out in full. */
function dayColumn(
  header: string,
  format: ReturnType<typeof useFormat>,
): ReportColumn<{ day: string }> {
  return {
    id: 'day',
    header,
    kind: 'text',
    value: (row) => row.day,
    display: (row) => <span className={styles.nowrap}>{format.longDay(row.day)}</span>,
  };
}

/** What every report view starts with: its words, formats and call. */
function useReportView<K extends ReportKey>(report: K, period: PeriodState) {
  const { t } = useTranslation('reports');
  const format = useFormat();
  const query = useReport(report, period);
  const data: ReportValue<K> | undefined = query.data;
  return { t, format, moneyAxis: moneyAxisOf(format), query, data };
}

/** A daily report's rows: the table's newest first, the chart's oldest first named by their day. */
function useDailyRows<Row extends { day: string }>(
  rows: Row[] | undefined,
  format: ReturnType<typeof useFormat>,
) {
  return useMemo(
    () => ({
      table: rows ? newestFirst(rows) : [],
      chart: (rows ?? []).map((row) => ({ ...row, name: format.short(row.day) })),
    }),
    [rows, format],
  );
}

/**
 * A report's body: the state of its call (loading, a failure, or the report announced as
 * shown), then, once read, what `children` shows of the report.
 */
function ReportBody<R extends { rows: unknown[] }>({
  query,
  period,
  children,
}: {
  query: { isFetching: boolean; error: unknown; data: R | undefined };
  period: PeriodState;
  children: (report: R) => ReactNode;
}) {
  const { t } = useTranslation('reports');
  const format = useFormat();
  const [first, last] = format.range(period.from, period.to);
  const rows = query.data?.rows.length;
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
      {query.data ? children(query.data) : null}
    </>
  );
}

// ---------------------------------------------------------------------------------------------

export function GgrView({ period }: { period: PeriodState }) {
  const { t, format, moneyAxis, query, data } = useReportView('ggr', period);
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
    const figure = figureColumns(data?.totals);
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
      figure('count', 'betCount', t('columns.bets')),
      figure('money', 'stakeCents', t('columns.stakes')),
      figure('money', 'winCents', t('columns.wins')),
      figure('money', 'ggrCents', t('columns.ggr')),
      figure('money', 'rebateCents', t('columns.rebates')),
      figure('money', 'rewardCents', t('columns.rewards')),
      figure('money', 'commissionCents', t('columns.commissions')),
      figure('money', 'ngrCents', t('columns.ngr')),
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
  const ggrSeries: ChartSeries = { key: 'ggrCents', name: t('columns.ggr'), colour: COLOURS.ggr };
  const ngrSeries: ChartSeries = { key: 'ngrCents', name: t('columns.ngr'), colour: COLOURS.ngr };

  return (
    <ReportBody query={query} period={period}>
      {(report) => (
        <>
          <SeriesChart
            {...CHART}
            kind={by === 'day' ? 'line' : 'bar'}
            caption={
              by === 'day'
                ? t('charts.ggr')
                : t('charts.ggrTop', { count: Math.min(TOP, chartRows.length) })
            }
            description={t('charts.ggrDesc', {
              ggr: format.cents(report.totals.ggrCents),
              ngr: format.cents(report.totals.ngrCents),
            })}
            data={chartRows}
            xAxis={by === 'day' ? DAY_AXIS : { interval: 0, height: 40 }}
            yAxis={moneyAxis}
            tooltip={format.tooltipMoney}
            series={
              by === 'day'
                ? [ggrSeries, { ...ngrSeries, dashed: true }]
                : [
                    { key: 'stakeCents', name: t('columns.stakes'), colour: COLOURS.stakes },
                    ggrSeries,
                    ngrSeries,
                  ]
            }
          />
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
      )}
    </ReportBody>
  );
}

// ---------------------------------------------------------------------------------------------

export function CashflowView({ period }: { period: PeriodState }) {
  const { t, format, moneyAxis, query, data } = useReportView('cashflow', period);
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
    <ReportBody query={query} period={period}>
      {(report) => (
        <>
          <SeriesChart
            {...CHART}
            kind="bar"
            caption={t('charts.cashflow')}
            description={t('charts.cashflowDesc', {
              deposits: format.cents(report.totals.depositCents),
              withdrawals: format.cents(report.totals.withdrawalCents),
              net: format.cents(report.totals.netCents),
            })}
            data={chartRows}
            xAxis={{ interval: 0 }}
            yAxis={moneyAxis}
            tooltip={format.tooltipMoney}
            series={[
              { key: 'deposits', name: t('direction.deposit'), colour: COLOURS.deposits },
              { key: 'withdrawals', name: t('direction.withdrawal'), colour: COLOURS.withdrawals },
            ]}
          />
          <ReportTable
            caption={t('captions.cashflow')}
            csvName={`deposits-withdrawals-${period.from}-${period.to}`}
            columns={columns}
            rows={report.rows}
          />
          <p className="muted">{t('notes.cashflow')}</p>
        </>
      )}
    </ReportBody>
  );
}

// ---------------------------------------------------------------------------------------------

export function MembersView({ period }: { period: PeriodState }) {
  const { t, format, query, data } = useReportView('members', period);
  const rows = useDailyRows(data?.rows, format);
  const columns = useMemo<ReportColumn<MembersDay>[]>(() => {
    const figure = figureColumns(data?.totals);
    return [
      dayColumn(t('columns.day'), format),
      ...(['newMembers', 'activeMembers', 'depositingMembers', 'firstDepositMembers'] as const).map(
        (key) => figure('count', key, t(`columns.${key}`)),
      ),
    ];
  }, [data, t, format]);
  return (
    <ReportBody query={query} period={period}>
      {(report) => (
        <>
          <SeriesChart
            {...CHART}
            kind="bar"
            caption={t('charts.members')}
            description={t('charts.membersDesc', report.totals)}
            data={rows.chart}
            xAxis={DAY_AXIS}
            yAxis={{ allowDecimals: false, width: 40 }}
            series={(['newMembers', 'activeMembers', 'depositingMembers'] as const).map((key) => ({
              key,
              name: t(`columns.${key}`),
              colour: COLOURS[key],
            }))}
          />
          <ReportTable
            caption={t('captions.members')}
            csvName={`members-${period.from}-${period.to}`}
            columns={columns}
            rows={rows.table}
          />
          <p className="muted">{t('notes.members')}</p>
        </>
      )}
    </ReportBody>
  );
}

// ---------------------------------------------------------------------------------------------

export function BonusView({ period }: { period: PeriodState }) {
  const { t, format, moneyAxis, query, data } = useReportView('bonus', period);
  const rows = useDailyRows(data?.rows, format);
  const columns = useMemo<ReportColumn<BonusDay>[]>(() => {
    const figure = figureColumns(data?.totals);
    return [
      dayColumn(t('columns.day'), format),
      figure('count', 'count', t('columns.credits')),
      figure('money', 'rewardCents', t('columns.rewards')),
      figure('money', 'rebateCents', t('columns.rebates')),
      figure('money', 'commissionCents', t('columns.commissions')),
      figure('money', 'bonusConvertedCents', t('columns.bonusConverted')),
      figure('money', 'totalCents', t('columns.bonusTotal')),
      figure('money', 'bonusGrantedCents', t('columns.bonusGranted')),
      figure('money', 'bonusForfeitedCents', t('columns.bonusForfeited')),
    ];
  }, [data, t, format]);
  return (
    <>
      <p className="muted">{t('notes.bonus')}</p>
      <ReportBody query={query} period={period}>
        {(report) => (
          <>
            <p>
              {t('activeBonuses', {
                count: report.activeBonuses.count,
                balance: format.cents(report.activeBonuses.balanceCents),
              })}
            </p>
            <SeriesChart
              {...CHART}
              kind="bar"
              caption={t('charts.bonus')}
              description={t('charts.bonusDesc', {
                total: format.cents(report.totals.totalCents),
                converted: format.cents(report.totals.bonusConvertedCents),
              })}
              data={rows.chart}
              xAxis={DAY_AXIS}
              yAxis={moneyAxis}
              tooltip={format.tooltipMoney}
              series={[
                { key: 'rewardCents', name: t('columns.rewards'), colour: COLOURS.rewards },
                { key: 'rebateCents', name: t('columns.rebates'), colour: COLOURS.rebates },
                {
                  key: 'commissionCents',
                  name: t('columns.commissions'),
                  colour: COLOURS.commissions,
                },
                {
                  key: 'bonusConvertedCents',
                  name: t('columns.bonusConverted'),
                  colour: COLOURS.converted,
                },
              ].map((one) => ({ ...one, stack: 'cost' }))}
            />
            <ReportTable
              caption={t('captions.bonus')}
              csvName={`bonus-cost-${period.from}-${period.to}`}
              columns={columns}
              rows={rows.table}
            />
          </>
        )}
      </ReportBody>
    </>
  );
}
