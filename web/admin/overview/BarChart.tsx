import styles from './BarChart.module.css';
import { classNames } from '../shared/classNames';
export interface Bar {
  key: string;
  /** Read by screen readers and shown under the bar when there is room. */
  label: string;
  value: number;
}

interface BarChartProps {
  /** What the chart shows, as its accessible name and the hidden table's caption. */
  title: string;
  bars: readonly Bar[];
  /** The hidden table's column headings. */
  columns: [string, string];
  testId: string;
  /** Show the labels under the bars (few, short ones). */
  showLabels?: boolean;
}

const WIDTH = 320;
const HEIGHT = 140;
const LABEL_ROOM = 18;

/**
 * A small hand-drawn bar chart: an SVG image named by `title`, and a visually hidden table of
 * the same numbers for screen readers (and for tests). A zero bar still shows a hairline, so a
 * piece nobody finds stands out as empty rather than missing.
 */
export function BarChart({ title, bars, columns, testId, showLabels = false }: BarChartProps) {
  const max = Math.max(1, ...bars.map((bar) => bar.value));
  const plotHeight = HEIGHT - (showLabels ? LABEL_ROOM : 0);
  const slot = WIDTH / Math.max(1, bars.length);
  const barWidth = Math.max(2, slot * 0.7);
  return (
    <figure className={styles.barChart} data-testid={testId}>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={title} preserveAspectRatio="none">
        {bars.map((bar, index) => {
          const height = Math.max(1, (bar.value / max) * (plotHeight - 4));
          const x = index * slot + (slot - barWidth) / 2;
          return (
            <g key={bar.key}>
              <rect className={classNames(styles.bar, bar.value === 0 && styles.barEmpty)} x={x} y={plotHeight - height} width={barWidth} height={height} rx={2} />
              {showLabels && (
                <text className={styles.barLabel} x={x + barWidth / 2} y={HEIGHT - 4} textAnchor="middle">
                  {bar.label.slice(0, 10)}
                </text>
              )}
            </g>
          );
        })}
      </svg>
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
    </figure>
  );
}
