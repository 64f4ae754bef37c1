import { CircleCheck, Users } from 'lucide-react';
import type { EventMode, TeamDto } from '../../../core/teams';
import type { MessageDescriptor } from '@lingui/core';
import { useI18n } from '../../hooks/useI18n';
import { completionLine } from '../../lib/team';

/** How the event counts a team's finds (docs/product.md, Team page). */
const MODE_LINES: Record<Exclude<EventMode, 'solo'>, MessageDescriptor> = {
  teams: /*i18n*/ { id: 'team.mode.teams', message: 'Your team collects together: a piece any member finds is the whole team’s.' },
  'solo-and-teams': /*i18n*/ { id: 'team.mode.soloAndTeams', message: 'You collect and score for yourself, and your finds count for your team too.' },
};

/** The team's name, how it plays, its points and how far its collection has come. */
export function TeamSummary({ team, mode }: { team: TeamDto; mode: Exclude<EventMode, 'solo'> }) {
  const i18n = useI18n();
  const { collected, total, completedAt } = team.progress;
  return (
    <section className="card team-summary" aria-labelledby="team-name" data-testid="team-summary">
      <div className="team-summary-head">
        <span className="team-icon" aria-hidden>
          <Users size={24} />
        </span>
        <div className="team-summary-title">
          <p className="muted small">{i18n._({ id: 'team.yours', message: 'Your team' })}</p>
          <h2 id="team-name" className="team-name" data-testid="team-name">
            {team.name}
          </h2>
        </div>
        {completedAt && (
          <span className="badge badge-success">
            <CircleCheck size={14} aria-hidden />
            {i18n._({ id: 'dashboard.score.complete', message: 'Complete' })}
          </span>
        )}
        {team.disqualified && <span className="badge badge-danger">{i18n._({ id: 'team.disqualified', message: 'Disqualified' })}</span>}
      </div>
      <p className="muted">{i18n._(MODE_LINES[mode])}</p>
      <div className="team-stats">
        <div>
          <span className="stat-value" data-testid="team-progress">
            {collected} / {total}
          </span>
          <span className="muted small">{i18n._({ id: 'team.summary.collected', message: '{total, plural, one {piece} other {pieces}} collected', values: { total } })}</span>
        </div>
        <div>
          <span className="stat-value" data-testid="team-points">
            {team.totalPoints}
          </span>
          <span className="muted small">{i18n._({ id: 'team.summary.points', message: 'Team {points, plural, one {point} other {points}}', values: { points: team.totalPoints } })}</span>
        </div>
      </div>
      <progress className="team-progress" max={Math.max(total, 1)} value={collected} aria-label={i18n._({
          id: 'team.summary.progress',
          message: '{collected, plural, one {# piece} other {# pieces}} of {total} collected',
          values: { collected, total },
        })} />
      <p data-testid="team-completion">{completionLine(team.progress)}</p>
    </section>
  );
}
