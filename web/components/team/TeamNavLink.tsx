import { Link } from 'react-router-dom';
import { Users } from 'lucide-react';
import { useMyTeam } from '../../hooks/useTeams';

/**
 * Beside the announcements' bell, the way to the team page in an event played in teams (kept off
 * the shared header, which the landing's first load carries).
 */
export function TeamNavLink() {
  const { myTeam } = useMyTeam();
  if (!myTeam || myTeam.mode === 'solo') return null;
  return (
    <Link to="/team" className="icon-button" aria-label={myTeam.team ? `Your team, ${myTeam.team.name}` : 'Your team'} data-testid="team-nav-link">
      <Users size={20} aria-hidden />
    </Link>
  );
}
