import { Link } from 'react-router-dom';
import { Users } from 'lucide-react';
import { useMyTeam } from '../../hooks/useTeams';
import { useI18n } from '../../hooks/useI18n';

/**
 * Beside the announcements' bell, the way to the team page in an event played in teams (kept off
 * the shared header, which the landing's first load carries).
 */
export function TeamNavLink() {
  const i18n = useI18n();
  const { myTeam } = useMyTeam();
  if (!myTeam || myTeam.mode === 'solo') return null;
  return (
    <Link to="/team" className="icon-button" aria-label={
        myTeam.team
          ? i18n._({ id: 'team.nav.named', message: 'Your team, {team}', values: { team: myTeam.team.name } })
          : i18n._({ id: 'team.yours', message: 'Your team' })
      } data-testid="team-nav-link">
      <Users size={20} aria-hidden />
    </Link>
  );
}
