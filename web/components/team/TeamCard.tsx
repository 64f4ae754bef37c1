import { Link } from 'react-router-dom';
import { ChevronRight, Users } from 'lucide-react';
import { countOf } from '../../../core/plural';
import { useMyTeam } from '../../hooks/useTeams';

/** The dashboard's way to the team page, in an event played in teams: the team in brief, or how to get one. */
export function TeamCard() {
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
          {team ? team.name : 'Play in a team'}
        </h2>
        <p className="muted small">
          {team
            ? `${countOf(team.members.length, 'member')} · ${team.progress.collected} / ${countOf(team.progress.total, 'piece')} · ${countOf(team.totalPoints, 'point')}`
            : 'You are not in a team yet.'}
        </p>
      </div>
      <Link to="/team" className="btn btn-outline" data-testid="team-link">
        {team ? 'Team' : 'Find a team'}
        <ChevronRight size={18} aria-hidden />
      </Link>
    </section>
  );
}
