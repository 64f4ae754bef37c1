import styles from './BarChart.module.css';
import { classNames } from '../shared/classNames';

export interface Bar {
  key: string;
  /** Read by screen readers, shown in the tooltip, and under the bar when it is a tick. */
  label: string;
  value: number;
}

interface BarChartProps {
  /** What the chart shows, as its accessible name and the hidden table's caption. */
  title: string;
  bars: readonly Bar[];
  /** The hidden table's column headings; the second also names the values in the tooltips. */
  columns: [string, string];
  testId: string;
  /** Which bars get their label written under them: all of them, or every so many (a time axis). */
  ticks?: 'all' | { every: number };
}

const WIDTH = 320;
const HEIGHT = 120;
/** Above this many bars the values are left to the tooltips and the axis: they would overlap. */
const MAX_VALUE_LABELS = 16;

/**
 * A small bar chart: bars drawn in SVG (an image named by `title`, each bar with a tooltip),
 * the values over them and the axis under them written in HTML (SVG text would stretch with the
 * chart's width), and a visually hidden table of the same numbers for screen readers (and for
 * tests). A zero bar still shows a hairline, so a piece nobody finds stands out as empty
 * rather than missing.
 */
export function BarChart({ title, bars, columns, testId, ticks }: BarChartProps) {
  const max = Math.max(1, ...bars.map((bar) => bar.value));
  const slot = 100 / Math.max(1, bars.length);
  const barWidth = Math.max(0.6, slot * 0.7);
  const unit = columns[1].toLowerCase();
  const shown = bars.map((bar, index) => ({
    ...bar,
    centre: index * slot + slot / 2,
    height: Math.max(1, (bar.value / max) * 100),
    tick: ticks === 'all' || (ticks !== undefined && (index % ticks.every === 0 || index === bars.length - 1)),
  }));
  return (
    <figure className={styles.barChart} data-testid={testId}>
      <div className={styles.plot}>
        <span className={styles.maxLabel} aria-hidden>
          {max}
        </span>
        <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} preserveAspectRatio="none" role="img" aria-label={title}>
          {shown.map((bar) => {
            const height = (bar.height / 100) * (HEIGHT - 2);
            return (
              <rect
                key={bar.key}
                className={classNames(styles.bar, bar.value === 0 && styles.barEmpty)}
                x={((bar.centre - barWidth / 2) / 100) * WIDTH}
                y={HEIGHT - height}
                width={(barWidth / 100) * WIDTH}
                height={height}
              >
                <title>{`${bar.label}: ${bar.value} ${unit}`}</title>
              </rect>
            );
          })}
        </svg>
        {bars.length <= MAX_VALUE_LABELS &&
          shown.map((bar) => (
            <span key={bar.key} className={styles.valueLabel} style={{ left: `${bar.centre}%`, bottom: `${bar.height}%` }} aria-hidden>
              {bar.value}
            </span>
          ))}
      </div>
      {ticks && (
        <div className={styles.axis} aria-hidden>
          {shown
            .filter((bar) => bar.tick)
            .map((bar, index, ticked) => (
              // The first and last labels of a long axis keep inside the chart's edges.
              <span
                key={bar.key}
                className={classNames(styles.tick, ticks !== 'all' && index === 0 && styles.tickFirst, ticks !== 'all' && index === ticked.length - 1 && styles.tickLast)}
                style={{ left: `${bar.centre}%` }}
              >
                {bar.label}
              </span>
            ))}
        </div>
      )}
      <ChartTable title={title} columns={columns} bars={bars} />
    </figure>
  );
}

/**
 * Bars laid across, one row per item with its name and value written beside the bar (an image
 * named by `title`, each row with a tooltip): for categories with names (pieces), which a
 * vertical chart could only cut short. The same hidden table follows.
 */
export function RowChart({ title, bars, columns, testId }: Omit<BarChartProps, 'ticks'>) {
  const max = Math.max(1, ...bars.map((bar) => bar.value));
  const unit = columns[1].toLowerCase();
  return (
    <figure className={styles.rowChart} data-testid={testId}>
      <div className={styles.rows} role="img" aria-label={title}>
        {bars.map((bar) => (
          <div key={bar.key} className={styles.row} title={`${bar.label}: ${bar.value} ${unit}`} data-testid="chart-row">
            <span className={styles.rowName}>{bar.label}</span>
            <span className={styles.rowTrack}>
              <span className={classNames(styles.rowBar, bar.value === 0 && styles.barEmpty)} style={{ width: `${Math.max(1, (bar.value / max) * 100)}%` }} />
            </span>
            <span className={styles.rowValue}>{bar.value}</span>
          </div>
        ))}
      </div>
      <ChartTable title={title} columns={columns} bars={bars} />
    </figure>
  );
}

/** The chart's numbers as a visually hidden table: what screen readers read instead of the drawing. */
function ChartTable({ title, columns, bars }: Pick<BarChartProps, 'title' | 'columns' | 'bars'>) {
  return (
    <table className="sr-only">
      <caption>{title}</caption>
      <thead>
        <tr>
          <th scope="col">{columns[0]}</th>
          <th scope="col">{columns[1]}</th>
        </tr>
      </thead>
      <tbody>
        {bars.map((bar) => (
          <tr key={bar.key}>
            <th scope="row">{bar.label}</th>
            <td>{bar.value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
