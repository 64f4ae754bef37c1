import { Activity } from 'lucide-react';
import type { LiveOverviewDto } from '../../../core/liveOverview';
import { failureText } from '../shared/failure';
import { BarChart, RowChart } from './BarChart';
import { clock } from './clock';
import styles from './LiveOverview.module.css';
import tables from '../shared/tables.module.css';

/** The time axis of 'Scans per minute' names every quarter hour of its hour. */
const MINUTES_BETWEEN_TICKS = 15;

/** The event as it happens: scans per minute, finds per piece, the funnel, the latest finds (read by the Overview, useLiveOverview.ts). */
export function LiveOverview({ live, error }: { live: LiveOverviewDto | undefined; error: Error | undefined }) {
  return (
    <section className="card live-overview" aria-labelledby="live-title" data-testid="live-overview">
      <h2 id="live-title" className="card-title">
        <Activity size={20} aria-hidden />
        Live
      </h2>
      {error && !live && <p className="error-text">{failureText(error, 'Failed to load the live picture')}</p>}
      {live && <LiveCharts live={live} />}
    </section>
  );
}

function LiveCharts({ live }: { live: LiveOverviewDto }) {
  const lastScans = live.scansPerMinute.at(-1)?.scans ?? 0;
  return (
    <div className={styles.liveGrid}>
      <div>
        <h3 className={styles.liveChartTitle}>Scans per minute</h3>
        <p className="muted small">{lastScans} in the last minute</p>
        <BarChart
          title="Scans per minute"
          testId="chart-scans"
          columns={['Minute', 'Scans']}
          ticks={{ every: MINUTES_BETWEEN_TICKS }}
          bars={live.scansPerMinute.map((minute) => ({ key: minute.minute, label: clock(minute.minute), value: minute.scans }))}
        />
      </div>
      <div>
        <h3 className={styles.liveChartTitle}>Finds per piece</h3>
        <p className="muted small">A piece nobody finds shows an empty bar</p>
        <RowChart
          title="Finds per piece"
          testId="chart-finds"
          columns={['Piece', 'Finds']}
          bars={live.findsPerPiece.map((piece) => ({ key: String(piece.pieceId), label: piece.name, value: piece.finds }))}
        />
      </div>
      <div>
        <h3 className={styles.liveChartTitle}>Hints revealed per piece</h3>
        <p className="muted small">
          {live.findsPerPiece.reduce((sum, piece) => sum + piece.hintPoints, 0)} points spent on hints in all
        </p>
        <RowChart
          title="Hints revealed per piece"
          testId="chart-hints"
          columns={['Piece', 'Hints revealed']}
          bars={live.findsPerPiece.map((piece) => ({ key: String(piece.pieceId), label: piece.name, value: piece.hintsRevealed }))}
        />
      </div>
      <div>
        <h3 className={styles.liveChartTitle}>Completion funnel</h3>
        <p className="muted small">{live.funnel.length === 1 ? 'Students holding 1 piece' : `Students holding 1, 2, … ${live.funnel.length} pieces`}</p>
        <BarChart
          title="Completion funnel"
          testId="chart-funnel"
          columns={['Pieces held', 'Students']}
          ticks={live.funnel.length <= 12 ? 'all' : { every: 5 }}
          bars={live.funnel.map((step) => ({ key: String(step.pieces), label: String(step.pieces), value: step.students }))}
        />
      </div>
      <div>
        <h3 className={styles.liveChartTitle}>Latest finds</h3>
        {live.feed.length === 0 ? (
          <p className="muted small">Nothing collected yet.</p>
        ) : (
          <ol className={styles.liveFeed} data-testid="live-feed">
            {live.feed.map((item) => (
              <li key={`${item.kind}-${item.at}-${item.name}`}>
                <time dateTime={item.at}>{clock(item.at)}</time> <span className={tables.strong}>{item.name}</span>{' '}
                {item.kind === 'completed' ? 'completed the hunt' : `found ${item.pieceName ?? 'a piece'}`}
              </li>
            ))}
          </ol>
        )}
      </div>
    </div>
  );
}
