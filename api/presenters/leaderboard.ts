import type { LeaderboardEntryDto } from '../../core/contracts';
import { displayName, maskEmail } from '../../core/displayName';
import type { AppConfig } from '../config';
import type { RankedUser } from '../services/leaderboardSnapshot';

export type EmailPolicy = AppConfig['leaderboardEmails'];

/** Others' e-mails follow LEADERBOARD_EMAILS; your own is always in full. */
export function presentLeaderboardEntry(entry: RankedUser, viewerId: string, policy: EmailPolicy): LeaderboardEntryDto {
  const { user } = entry;
  return {
    userId: user.id,
    userName: displayName({ firstName: user.first_name, lastName: user.last_name, email: user.email }),
    email: emailFor(user.email, user.id === viewerId ? 'full' : policy),
    profileImageUrl: user.profile_image_url,
    rank: entry.rank,
    totalPoints: user.total_points,
    percentile: entry.percentile,
    completedAt: user.completed_at.toISOString(),
  };
}

function emailFor(email: string, policy: EmailPolicy): string | null {
  if (policy === 'full') return email;
  if (policy === 'hidden') return null;
  return maskEmail(email);
}
