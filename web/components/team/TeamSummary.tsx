import { CircleCheck, Users } from 'lucide-react';
import type { EventMode, TeamDto } from '../../../core/teams';
import { countOf, nounFor } from '../../../core/plural';
import { completionLine } from '../../lib/team';

/** How the event counts a team's finds (docs/product.md, Team page). */
const MODE_LINES: Record<Exclude<EventMode, 'solo'>, string> = {
  teams: 'Your team collects together: a piece any member finds is the whole team’s.',
  'solo-and-teams': 'You collect and score for yourself, and your finds count for your team too.',
};

/** The team's name, how it plays, its points and how far its collection has come. */
export function TeamSummary({ team, mode }: { team: TeamDto; mode: Exclude<EventMode, 'solo'> }) {
  const { collected, total, completedAt } = team.progress;
  return (
    <section className="card team-summary" aria-labelledby="team-name" data-testid="team-summary">
      <div className="team-summary-head">
        <span className="team-icon" aria-hidden>
          <Users size={24} />
        </span>
        <div className="team-summary-title">
          <p className="muted small">Your team</p>
          <h2 id="team-name" className="team-name" data-testid="team-name">
            {team.name}
          </h2>
        </div>
        {completedAt && (
          <span className="badge badge-success">
            <CircleCheck size={14} aria-hidden />
            Complete
          </span>
        )}
        {team.disqualified && <span className="badge badge-danger">Disqualified</span>}
      </div>
      <p className="muted">{MODE_LINES[mode]}</p>
      <div className="team-stats">
        <div>
          <span className="stat-value" data-testid="team-progress">
            {collected} / {total}
          </span>
          <span className="muted small">{nounFor(total, 'piece')} collected</span>
        </div>
        <div>
          <span className="stat-value" data-testid="team-points">
            {team.totalPoints}
          </span>
          <span className="muted small">Team {nounFor(team.totalPoints, 'point')}</span>
        </div>
      </div>
      <progress className="team-progress" max={Math.max(total, 1)} value={collected} aria-label={`${countOf(collected, 'piece')} of ${total} collected`} />
      <p data-testid="team-completion">{completionLine(team.progress)}</p>
    </section>
  );
}
