import type { UserDto } from '../../../core/contracts';
import { displayName, initials } from '../../../core/displayName';
import { Avatar } from '../Avatar';

export function WelcomeCard({ user }: { user: UserDto }) {
  return (
    <section className="card welcome-card" aria-label="Your profile">
      <Avatar imageUrl={user.profileImageUrl} initials={initials(user)} size="lg" />
      <div className="welcome-text">
        <p className="muted small">Welcome back,</p>
        <h1 className="welcome-name" data-testid="user-name">
          {displayName(user)}
        </h1>
        <p className="muted small truncate" data-testid="user-email">
          {user.email}
        </p>
      </div>
    </section>
  );
}
