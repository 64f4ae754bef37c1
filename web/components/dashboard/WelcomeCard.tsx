import type { CollectionEntryDto, UserDto } from '../../../core/contracts';
import { displayName } from '../../../core/displayName';
import { greetingFor } from '../../lib/collection';
import { Avatar } from '../Avatar';
import { AnnouncementBell } from '../announcements/AnnouncementBell';
import { TeamNavLink } from '../team/TeamNavLink';
import { useI18n } from '../../hooks/useI18n';
import { withParts } from '../../lib/richText';

/**
 * The student's own card, which shows their e-mail in full: their name may come from it here,
 * where the board (seen by others) follows LEADERBOARD_EMAILS; and their division, once they
 * have one. The team link and the announcements' bell sit at its end (kept off the shared
 * header, which the landing's first load carries).
 */
export function WelcomeCard({ user, collection, division }: { user: UserDto; collection: readonly CollectionEntryDto[] | undefined; division: string | null }) {
  const i18n = useI18n();
  return (
    <section className="card welcome-card" aria-label={i18n._({ id: 'dashboard.profile', message: 'Your profile' })}>
      <Avatar imageUrl={user.profileImageUrl} name={displayName(user, 'full')} size="lg" />
      <div className="welcome-text">
        <p className="muted small" data-testid="greeting">
          {greetingFor(user, collection)},
        </p>
        <h1 className="welcome-name" data-testid="user-name">
          {displayName(user, 'full')}
        </h1>
        <p className="muted small truncate" data-testid="user-email">
          {user.email}
        </p>
        {division && (
          <p className="muted small" data-testid="user-division">
            {withParts(i18n._({ id: 'dashboard.division', message: 'Division: <0>{division}</0>', values: { division } }), [(name) => <strong>{name}</strong>])}
          </p>
        )}
      </div>
      <div className="welcome-actions">
        <TeamNavLink />
        <AnnouncementBell />
      </div>
    </section>
  );
}
