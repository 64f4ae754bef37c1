import { Link } from 'react-router-dom';
import { ChevronRight, Users } from 'lucide-react';
import { useI18n } from '../../hooks/useI18n';
import { useMyTeam } from '../../hooks/useTeams';

/** The dashboard's way to the team page, in an event played in teams: the team in brief, or how to get one. */
export function TeamCard() {
  const i18n = useI18n();
  const { myTeam } = useMyTeam();
  if (!myTeam || myTeam.mode === 'solo') return null;
  const { team } = myTeam;
  return (
    <section className="card team-card" aria-labelledby="team-card-title" data-testid="team-card">
      <span className="team-icon" aria-hidden>
        <Users size={24} />
      </span>
      <div className="team-card-text">
        <h2 id="team-card-title" className="team-card-title">
          {team ? team.name : i18n._({ id: 'team.card.playInTeam', message: 'Play in a team' })}
        </h2>
        <p className="muted small">
          {team
            ? i18n._({
                id: 'team.card.line',
                message:
                  '{members, plural, one {# member} other {# members}} · {collected} / {total, plural, one {# piece} other {# pieces}} · {points, plural, one {# point} other {# points}}',
                values: { members: team.members.length, collected: team.progress.collected, total: team.progress.total, points: team.totalPoints },
              })
            : i18n._({ id: 'team.none', message: 'You are not in a team yet.' })}
        </p>
      </div>
      <Link to="/team" className="btn btn-outline" data-testid="team-link">
        {team ? i18n._({ id: 'team.card.team', message: 'Team' }) : i18n._({ id: 'team.card.find', message: 'Find a team' })}
        <ChevronRight size={18} aria-hidden />
      </Link>
    </section>
  );
}
