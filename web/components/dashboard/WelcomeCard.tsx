import type { UserDto } from '../../../core/contracts';
import { displayName, initials } from '../../../core/displayName';
import { Avatar } from '../Avatar';
import { AnnouncementBell } from '../announcements/AnnouncementBell';

/**
 * The student's own card, which shows their e-mail in full: their name may come from it here,
 * where the board (seen by others) follows LEADERBOARD_EMAILS. The announcements' bell sits at
 * its end (kept off the shared header, which the landing's first load carries).
 */
export function WelcomeCard({ user }: { user: UserDto }) {
  return (
    <section className="card welcome-card" aria-label="Your profile">
      <Avatar imageUrl={user.profileImageUrl} initials={initials(user, 'full')} size="lg" />
      <div className="welcome-text">
        <p className="muted small">Welcome back,</p>
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
