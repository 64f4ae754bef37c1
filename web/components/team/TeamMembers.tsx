import type { TeamMemberDto } from '../../../core/teams';
import { useI18n } from '../../hooks/useI18n';
import { Avatar } from '../Avatar';
import { membersLine } from '../../lib/team';

/** The members with what each has scored and found; the reader's own row says '(you)'. */
export function TeamMembers({ members, teamSize }: { members: readonly TeamMemberDto[]; teamSize: number }) {
  const i18n = useI18n();
  return (
    <section className="card" aria-labelledby="team-members-title" data-testid="team-members">
      <h2 id="team-members-title" className="card-title">
        {i18n._({ id: 'team.members', message: 'Members' })}
        <span className="badge">{membersLine(members.length, teamSize)}</span>
      </h2>
      <ul className="team-list">
        {members.map((member) => (
          <li key={member.userId} className={`team-member${member.me ? ' is-me' : ''}`} data-testid="team-member">
            <Avatar imageUrl={member.profileImageUrl} name={member.name} size="sm" />
            <span className="team-member-name">
              {member.name}
              {member.me && <span className="muted"> {i18n._({ id: 'team.members.you', message: '(you)' })}</span>}
            </span>
            <span className="team-member-score">
              <span className="leaderboard-points">
                {i18n._({ id: 'score.points', message: '{points, plural, one {# point} other {# points}}', values: { points: member.totalPoints } })}
              </span>
              <span className="muted small">
                {i18n._({ id: 'team.members.found', message: '{count, plural, one {# piece} other {# pieces}} found', values: { count: member.piecesFound } })}
              </span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
