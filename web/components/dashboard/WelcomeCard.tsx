import type { CollectionEntryDto, UserDto } from '../../../core/contracts';
import { displayName } from '../../../core/displayName';
import { greetingFor } from '../../lib/collection';
import { Avatar } from '../Avatar';
import { AnnouncementBell } from '../announcements/AnnouncementBell';

/**
 * The student's own card, which shows their e-mail in full: their name may come from it here,
 * where the board (seen by others) follows LEADERBOARD_EMAILS. The announcements' bell sits at
 * its end (kept off the shared header, which the landing's first load carries).
 */
export function WelcomeCard({ user, collection }: { user: UserDto; collection: readonly CollectionEntryDto[] | undefined }) {
  return (
    <section className="card welcome-card" aria-label="Your profile">
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
      </div>
      <AnnouncementBell />
    </section>
  );
}
