import { Activity } from 'lucide-react';
import type { LiveOverviewDto } from '../../../core/liveOverview';
import { failureText } from '../shared/failure';
import { BarChart, RowChart } from './BarChart';
import { clock } from './clock';
import styles from './LiveOverview.module.css';
import tables from '../shared/tables.module.css';
import { useI18n } from '../../hooks/useI18n';

/** The time axis of 'Scans per minute' names every quarter hour of its hour. */
const MINUTES_BETWEEN_TICKS = 15;

/** The event as it happens: scans per minute, finds per piece, the funnel, the latest finds (read by the Overview, useLiveOverview.ts). */
export function LiveOverview({ live, error }: { live: LiveOverviewDto | undefined; error: Error | undefined }) {
  const i18n = useI18n();
  return (
    <section className="card live-overview" aria-labelledby="live-title" data-testid="live-overview">
      <h2 id="live-title" className="card-title">
        <Activity size={20} aria-hidden />
        {i18n._({ id: 'admin.overview.live', message: 'Live' })}
      </h2>
      {error && !live && <p className="error-text">{failureText(error, i18n._({ id: 'admin.overview.liveFailed', message: 'Failed to load the live picture' }))}</p>}
      {live && <LiveCharts live={live} />}
    </section>
  );
}

function LiveCharts({ live }: { live: LiveOverviewDto }) {
  const i18n = useI18n();
  const lastScans = live.scansPerMinute.at(-1)?.scans ?? 0;
  const scansPerMinute = i18n._({ id: 'admin.overview.scansPerMinute', message: 'Scans per minute' });
  const findsPerPiece = i18n._({ id: 'admin.overview.findsPerPiece', message: 'Finds per piece' });
  const hintsPerPiece = i18n._({ id: 'admin.overview.hintsPerPiece', message: 'Hints revealed per piece' });
  const funnel = i18n._({ id: 'admin.overview.funnel', message: 'Completion funnel' });
  const piece = i18n._({ id: 'admin.overview.column.piece', message: 'Piece' });
  const hintPoints = live.findsPerPiece.reduce((sum, found) => sum + found.hintPoints, 0);
  return (
    <div className={styles.liveGrid}>
      <div>
        <h3 className={styles.liveChartTitle}>{scansPerMinute}</h3>
        <p className="muted small">{i18n._({ id: 'admin.overview.lastMinute', message: '{count} in the last minute', values: { count: lastScans } })}</p>
        <BarChart
          title={scansPerMinute}
          testId="chart-scans"
          columns={[i18n._({ id: 'admin.overview.column.minute', message: 'Minute' }), i18n._({ id: 'admin.overview.column.scans', message: 'Scans' })]}
          ticks={{ every: MINUTES_BETWEEN_TICKS }}
          bars={live.scansPerMinute.map((minute) => ({ key: minute.minute, label: clock(minute.minute), value: minute.scans }))}
        />
      </div>
      <div>
        <h3 className={styles.liveChartTitle}>{findsPerPiece}</h3>
        <p className="muted small">{i18n._({ id: 'admin.overview.emptyBar', message: 'A piece nobody finds shows an empty bar' })}</p>
        <RowChart
          title={findsPerPiece}
          testId="chart-finds"
          columns={[piece, i18n._({ id: 'admin.overview.column.finds', message: 'Finds' })]}
          bars={live.findsPerPiece.map((found) => ({ key: String(found.pieceId), label: found.name, value: found.finds }))}
        />
      </div>
      <div>
        <h3 className={styles.liveChartTitle}>{hintsPerPiece}</h3>
        <p className="muted small">{i18n._({ id: 'admin.overview.hintPoints', message: '{points} points spent on hints in all', values: { points: hintPoints } })}</p>
        <RowChart
          title={hintsPerPiece}
          testId="chart-hints"
          columns={[piece, i18n._({ id: 'admin.overview.column.hintsRevealed', message: 'Hints revealed' })]}
          bars={live.findsPerPiece.map((found) => ({ key: String(found.pieceId), label: found.name, value: found.hintsRevealed }))}
        />
      </div>
      <div>
        <h3 className={styles.liveChartTitle}>{funnel}</h3>
        <p className="muted small">
          {live.funnel.length === 1
            ? i18n._({ id: 'admin.overview.funnelOne', message: 'Students holding 1 piece' })
            : i18n._({ id: 'admin.overview.funnelMany', message: 'Students holding 1, 2, … {count} pieces', values: { count: live.funnel.length } })}
        </p>
        <BarChart
          title={funnel}
          testId="chart-funnel"
          columns={[i18n._({ id: 'admin.overview.column.piecesHeld', message: 'Pieces held' }), i18n._({ id: 'admin.overview.column.students', message: 'Students' })]}
          ticks={live.funnel.length <= 12 ? 'all' : { every: 5 }}
          bars={live.funnel.map((step) => ({ key: String(step.pieces), label: String(step.pieces), value: step.students }))}
        />
      </div>
      <div>
        <h3 className={styles.liveChartTitle}>{i18n._({ id: 'admin.overview.latestFinds', message: 'Latest finds' })}</h3>
        {live.feed.length === 0 ? (
          <p className="muted small">{i18n._({ id: 'admin.overview.nothingYet', message: 'Nothing collected yet.' })}</p>
        ) : (
          <ol className={styles.liveFeed} data-testid="live-feed">
            {live.feed.map((item) => (
              <li key={`${item.kind}-${item.at}-${item.name}`}>
                <time dateTime={item.at}>{clock(item.at)}</time> <span className={tables.strong}>{item.name}</span>{' '}
                {item.kind === 'completed'
                  ? i18n._({ id: 'admin.overview.feedCompleted', message: 'completed the hunt' })
                  : item.pieceName === null
                    ? i18n._({ id: 'admin.overview.feedFoundAPiece', message: 'found a piece' })
                    : i18n._({ id: 'admin.overview.feedFound', message: 'found {piece}', values: { piece: item.pieceName } })}
              </li>
            ))}
          </ol>
        )}
      </div>
    </div>
  );
}
