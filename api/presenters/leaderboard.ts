import type { LeaderboardEntryDto } from '../../core/contracts';
import { displayName, maskEmail } from '../../core/displayName';
import type { AppConfig } from '../config';
import type { Position } from '../leaderboard/rankingIndex';

export type EmailPolicy = AppConfig['leaderboardEmails'];

/** Others' e-mails follow LEADERBOARD_EMAILS; your own is always in full. */
export function presentLeaderboardEntry(position: Position, viewerId: string, policy: EmailPolicy): LeaderboardEntryDto {
  const { user } = position;
  return {
    userId: user.id,
    userName: displayName({ firstName: user.firstName, lastName: user.lastName, email: user.email }),
    email: emailFor(user.email, user.id === viewerId ? 'full' : policy),
    profileImageUrl: user.profileImageUrl,
    rank: position.rank,
    totalPoints: user.totalPoints,
    percentile: position.percentile,
    completedAt: new Date(user.completedAtMs).toISOString(),
  };
}

function emailFor(email: string, policy: EmailPolicy): string | null {
  if (policy === 'full') return email;
  if (policy === 'hidden') return null;
  return maskEmail(email);
}
