import { Flag } from 'lucide-react';
import { useDivisionStandings } from '../../hooks/useDivisionStandings';
import { failureSummary } from '../../lib/api';
import { LoadingScreen } from '../LoadingScreen';

/** The divisions against each other: by their finishers' average points, then how many finished. */
export function DivisionStandings({ mineId }: { mineId: number | null }) {
  const { standings, error, isLoading } = useDivisionStandings(true);
  return (
    <section className="card" aria-labelledby="division-standings-title" data-testid="division-standings">
      <h2 id="division-standings-title" className="card-title">
        <Flag size={20} aria-hidden />
        Divisions
      </h2>
      <p className="muted small">Ranked by the average points of their finishers, then by how many finished</p>
      {isLoading && !standings ? (
        <LoadingScreen label="Loading the divisions..." />
      ) : error && !standings ? (
        <p className="error-text" role="alert">
          Could not load the divisions ({failureSummary(error)}).
        </p>
      ) : !standings || standings.length === 0 ? (
        <p className="muted">No standings to show yet.</p>
      ) : (
        // Scrolls sideways on a narrow phone: focusable so a keyboard can scroll it too.
        <div className="standings-scroll" tabIndex={0} role="region" aria-label="Division standings table">
          <table className="standings-table">
            <thead>
              <tr>
                <th scope="col">Rank</th>
                <th scope="col">Division</th>
                <th scope="col">Finishers</th>
                <th scope="col">Average points</th>
              </tr>
            </thead>
            <tbody>
              {standings.map((standing) => (
                <tr key={standing.divisionId} className={standing.divisionId === mineId ? 'is-me' : undefined} data-testid="division-standing">
                  <td>#{standing.rank}</td>
                  <th scope="row">
                    {standing.name}
                    {standing.divisionId === mineId && <span className="muted"> (yours)</span>}
                  </th>
                  <td>
                    {standing.finishers}
                    <span className="muted small"> of {standing.players}</span>
                  </td>
                  <td>{standing.averagePoints}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
