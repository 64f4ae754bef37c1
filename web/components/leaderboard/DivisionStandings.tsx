import { Flag } from 'lucide-react';
import { useDivisionStandings } from '../../hooks/useDivisionStandings';
import { failureSummary } from '../../lib/api';
import { LoadingScreen } from '../LoadingScreen';
import { useI18n } from '../../hooks/useI18n';

/** The divisions against each other: by their finishers' average points, then how many finished. */
export function DivisionStandings({ mineId }: { mineId: number | null }) {
  const i18n = useI18n();
  const { standings, error, isLoading } = useDivisionStandings(true);
  return (
    <section className="card" aria-labelledby="division-standings-title" data-testid="division-standings">
      <h2 id="division-standings-title" className="card-title">
        <Flag size={20} aria-hidden />
        {i18n._({ id: 'division.options', message: 'Divisions' })}
      </h2>
      <p className="muted small">{i18n._({ id: 'divisions.lead', message: 'Ranked by the average points of their finishers, then by how many finished' })}</p>
      {isLoading && !standings ? (
        <LoadingScreen label={i18n._({ id: 'divisions.loading', message: 'Loading the divisions...' })} />
      ) : error && !standings ? (
        <p className="error-text" role="alert">
          {i18n._({ id: 'divisions.failed', message: 'Could not load the divisions ({reason}).', values: { reason: failureSummary(error) } })}
        </p>
      ) : !standings || standings.length === 0 ? (
        <p className="muted">{i18n._({ id: 'divisions.none', message: 'No standings to show yet.' })}</p>
      ) : (
        // Scrolls sideways on a narrow phone: focusable so a keyboard can scroll it too.
        <div className="standings-scroll" tabIndex={0} role="region" aria-label={i18n._({ id: 'divisions.table', message: 'Division standings table' })}>
          <table className="standings-table">
            <thead>
              <tr>
                <th scope="col">{i18n._({ id: 'leaderboard.you.rank', message: 'Rank' })}</th>
                <th scope="col">{i18n._({ id: 'leaderboard.row.division', message: 'Division' })}</th>
                <th scope="col">{i18n._({ id: 'divisions.finishers', message: 'Finishers' })}</th>
                <th scope="col">{i18n._({ id: 'divisions.average', message: 'Average points' })}</th>
              </tr>
            </thead>
            <tbody>
              {standings.map((standing) => (
                <tr key={standing.divisionId} className={standing.divisionId === mineId ? 'is-me' : undefined} data-testid="division-standing">
                  <td>#{standing.rank}</td>
                  <th scope="row">
                    {standing.name}
                    {standing.divisionId === mineId && <span className="muted"> {i18n._({ id: 'divisions.yours', message: '(yours)' })}</span>}
                  </th>
                  <td>
                    {standing.finishers}
                    <span className="muted small"> {i18n._({ id: 'divisions.ofPlayers', message: 'of {players}', values: { players: standing.players } })}</span>
                  </td>
                  <td>{i18n.number(standing.averagePoints)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
