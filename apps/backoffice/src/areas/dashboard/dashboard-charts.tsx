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
import type { Dashboard } from '@app/contracts/backoffice';
import { ChartFigure } from '../../components/chart.tsx';
import { day, money } from '../../lib/format.ts';
import styles from './dashboard.module.css';

/**
 * The dashboard's charts over its 30 days (recharts). Each is a figure named by its caption and
 * described by a sentence with its totals; the same figures are in the table below the charts,
 * so nothing is only in a picture.
 */
const COLOURS = {
  deposits: '#0b5cad',
  withdrawals: '#c2410c',
  stakes: '#0b5cad',
  wins: '#7c3aed',
  ggr: '#1a7f37',
  newMembers: '#0b5cad',
  activeMembers: '#b7791f',
} as const;

const HEIGHT = 250;

export function DashboardCharts({ data }: { data: Dashboard }) {
  const { t, i18n } = useTranslation('dashboard');
  const language = i18n.language;
  const cents = (value: number) => money(value, language);
  // Whole currency units on the axis: cents would make the ticks unreadable.
  const axisMoney = (value: number) =>
    new Intl.NumberFormat(language.startsWith('en') ? 'en-GB' : 'pt-BR', {
      notation: 'compact',
      maximumFractionDigits: 1,
    }).format(value / 100);
  const rows = data.series.map((row) => ({ ...row, label: day(row.day, language) }));
  const totals = data.totals;
  const moneyTooltip = (value: unknown) =>
    typeof value === 'number' ? cents(value) : String(value);
  const common = {
    data: rows,
    responsive: true,
    style: { width: '100%', height: HEIGHT },
    margin: { top: 5, right: 10, bottom: 5, left: 5 },
  } as const;
  const axis = { fontSize: 12 };
  // Whole cents, and at least R$ 4,00 high: an empty month otherwise gets ticks of fractions of
  // a cent, every one printed as "0" (the members' axis likewise at least 4 high).
  const moneyAxis = {
    tick: axis,
    tickFormatter: axisMoney,
    domain: [0, (dataMax: number) => Math.max(dataMax, 400)] as [number, (max: number) => number],
    allowDecimals: false,
    width: 48,
  };

  return (
    <section className={styles.section} aria-labelledby="dashboard-charts">
      <h2 id="dashboard-charts">{t('charts.title')}</h2>
      <div className={styles.charts}>
        <ChartFigure
          caption={t('charts.cash')}
          description={t('charts.cashDesc', {
            deposits: cents(totals.depositCents),
            withdrawals: cents(totals.withdrawalCents),
          })}
        >
          {(names) => (
            <BarChart {...common} {...names}>
              <CartesianGrid strokeDasharray="3 3" vertical={false} />
              <XAxis dataKey="label" tick={axis} interval="preserveStartEnd" minTickGap={12} />
              <YAxis {...moneyAxis} />
              <Tooltip formatter={moneyTooltip} />
              <Legend itemSorter={null} />
              <Bar
                dataKey="depositCents"
                name={t('metrics.deposits')}
                fill={COLOURS.deposits}
                isAnimationActive={false}
              />
              <Bar
                dataKey="withdrawalCents"
                name={t('metrics.withdrawals')}
                fill={COLOURS.withdrawals}
                isAnimationActive={false}
              />
            </BarChart>
          )}
        </ChartFigure>
        <ChartFigure
          caption={t('charts.play')}
          description={t('charts.playDesc', {
            stakes: cents(totals.stakeCents),
            wins: cents(totals.winCents),
            ggr: cents(totals.ggrCents),
          })}
        >
          {(names) => (
            <LineChart {...common} {...names}>
              <CartesianGrid strokeDasharray="3 3" vertical={false} />
              <XAxis dataKey="label" tick={axis} interval="preserveStartEnd" minTickGap={12} />
              <YAxis {...moneyAxis} />
              <Tooltip formatter={moneyTooltip} />
              <Legend itemSorter={null} />
              <Line
                type="monotone"
                dataKey="stakeCents"
                name={t('metrics.stakes')}
                stroke={COLOURS.stakes}
                strokeWidth={2}
                dot={false}
                isAnimationActive={false}
              />
              <Line
                type="monotone"
                dataKey="winCents"
                name={t('metrics.wins')}
                stroke={COLOURS.wins}
                strokeWidth={2}
                strokeDasharray="6 3"
                dot={false}
                isAnimationActive={false}
              />
              <Line
                type="monotone"
                dataKey="ggrCents"
                name={t('metrics.ggr')}
                stroke={COLOURS.ggr}
                strokeWidth={2}
                dot={{ r: 2 }}
                isAnimationActive={false}
              />
            </LineChart>
          )}
        </ChartFigure>
        <ChartFigure
          caption={t('charts.members')}
          description={t('charts.membersDesc', {
            newMembers: totals.newMembers,
            activeMembers: totals.activeMembers,
          })}
        >
          {(names) => (
            <BarChart {...common} {...names}>
              <CartesianGrid strokeDasharray="3 3" vertical={false} />
              <XAxis dataKey="label" tick={axis} interval="preserveStartEnd" minTickGap={12} />
              <YAxis
                tick={axis}
                domain={[0, (dataMax: number) => Math.max(dataMax, 4)]}
                allowDecimals={false}
                width={40}
              />
              <Tooltip />
              <Legend itemSorter={null} />
              <Bar
                dataKey="newMembers"
                name={t('metrics.newMembers')}
                fill={COLOURS.newMembers}
                isAnimationActive={false}
              />
              <Bar
                dataKey="activeMembers"
                name={t('metrics.activeMembers')}
                fill={COLOURS.activeMembers}
                isAnimationActive={false}
              />
            </BarChart>
          )}
        </ChartFigure>
      </div>
      <p className="muted">{t('charts.tableNote')}</p>
    </section>
  );
}
