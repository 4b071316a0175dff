import { useId, type ReactNode } from 'react';
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
  type XAxisProps,
  type YAxisProps,
} from 'recharts';
import styles from './chart.module.css';

/**
 * Charts (recharts) as the back office shows them: a figure named by its caption and described
 * by a sentence with its totals. The same figures are always in a table beside the chart, so
 * nothing is only in a picture.
 */
export function ChartFigure({
  caption,
  description,
  children,
}: {
  caption: string;
  description: string;
  /** The chart, given the title and description to name its SVG by. */
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

/** The axes' tick labels. */
export const CHART_TICK = { fontSize: 12 };
/** An x axis of days: the first and the last, and as many between as there is room for. */
export const DAY_AXIS = { interval: 'preserveStartEnd', minTickGap: 12 } as const;

/** One line or bar series: a field of the rows, its name in the legend and tooltip, its colour. */
export interface ChartSeries {
  key: string;
  name: string;
  colour: string;
  /** Bars: stacked on the other bars of the same stack. */
  stack?: string;
  /** Lines: dashed. */
  dashed?: boolean;
}

/**
 * A figure with a line or bar chart of `series` over `data` (one point a row, named by the
 * row's `xKey`): a horizontal grid, a legend in the series' order, no animation.
 */
export function SeriesChart({
  caption,
  description,
  kind,
  data,
  xKey,
  xAxis,
  yAxis,
  tooltip,
  series,
  height,
}: {
  caption: string;
  description: string;
  kind: 'line' | 'bar';
  data: object[];
  xKey: string;
  /** How the x axis places its ticks (e.g. DAY_AXIS). */
  xAxis: Omit<XAxisProps, 'dataKey' | 'tick'>;
  yAxis: Omit<YAxisProps, 'tick'>;
  /** How the tooltip writes a value; as it is when none. */
  tooltip?: (value: unknown) => string;
  series: ChartSeries[];
  height: number;
}) {
  const Chart = kind === 'line' ? LineChart : BarChart;
  return (
    <ChartFigure caption={caption} description={description}>
      {(names) => (
        <Chart
          responsive
          style={{ width: '100%', height }}
          margin={{ top: 5, right: 10, bottom: 5, left: 5 }}
          data={data}
          {...names}
        >
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey={xKey} tick={CHART_TICK} {...xAxis} />
          <YAxis tick={CHART_TICK} {...yAxis} />
          <Tooltip formatter={tooltip} />
          <Legend itemSorter={null} />
          {series.map((one) =>
            kind === 'line' ? (
              <Line
                key={one.key}
                type="monotone"
                dataKey={one.key}
                name={one.name}
                stroke={one.colour}
                strokeWidth={2}
                strokeDasharray={one.dashed ? '6 3' : undefined}
                dot={false}
                isAnimationActive={false}
              />
            ) : (
              <Bar
                key={one.key}
                dataKey={one.key}
                stackId={one.stack}
                name={one.name}
                fill={one.colour}
                isAnimationActive={false}
              />
            ),
          )}
        </Chart>
      )}
    </ChartFigure>
  );
}
