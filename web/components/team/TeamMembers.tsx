import type { TeamMemberDto } from '../../../core/teams';
import { countOf } from '../../../core/plural';
import { Avatar } from '../Avatar';
import { membersLine } from '../../lib/team';

/** The members with what each has scored and found; the reader's own row says '(you)'. */
export function TeamMembers({ members, teamSize }: { members: readonly TeamMemberDto[]; teamSize: number }) {
  return (
    <section className="card" aria-labelledby="team-members-title" data-testid="team-members">
      <h2 id="team-members-title" className="card-title">
        Members
        <span className="badge">{membersLine(members.length, teamSize)}</span>
      </h2>
      <ul className="team-list">
        {members.map((member) => (
          <li key={member.userId} className={`team-member${member.me ? ' is-me' : ''}`} data-testid="team-member">
            <Avatar imageUrl={member.profileImageUrl} name={member.name} size="sm" />
            <span className="team-member-name">
              {member.name}
              {member.me && <span className="muted"> (you)</span>}
            </span>
            <span className="team-member-score">
              <span className="leaderboard-points">{countOf(member.totalPoints, 'point')}</span>
              <span className="muted small">{countOf(member.piecesFound, 'piece')} found</span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
