import { PARTICIPANT_LEADERBOARD_SIZE } from '../../core/constants';
import type { LeaderboardDto } from '../../core/contracts';
import type { UserRow } from '../../db/rows';
import { presentLeaderboardEntry } from '../presenters/leaderboard';
import { readEventGate } from '../repos/events';
import type { Deps } from './types';

/** Participants see the live board unless the current event is sealed and not yet completed. */
async function isPublishedFor(deps: Deps, viewer: UserRow): Promise<boolean> {
  if (viewer.role === 'admin') return true;
  const { current } = await readEventGate(deps.db);
  return !current || current.leaderboard_visibility === 'live' || current.status === 'completed';
}

export async function participantLeaderboard(deps: Deps, viewer: UserRow): Promise<LeaderboardDto> {
  if (!(await isPublishedFor(deps, viewer))) return { published: false, entries: [], me: null, totalRanked: 0 };
  const snapshot = await deps.leaderboard.get();
  // Admins always see full e-mails.
  const policy = viewer.role === 'admin' ? 'full' : deps.config.leaderboardEmails;
  const present = (entry: (typeof snapshot.ranked)[number]) => presentLeaderboardEntry(entry, viewer.id, policy);
  const mine = snapshot.byUserId.get(viewer.id);
  return {
    published: true,
    entries: snapshot.ranked.slice(0, PARTICIPANT_LEADERBOARD_SIZE).map(present),
    me: mine ? present(mine) : null,
    totalRanked: snapshot.ranked.length,
  };
}

/** The user's percentile, or null while unranked or while the board is sealed for them. */
export async function participantPercentile(deps: Deps, user: UserRow): Promise<number | null> {
  if (!user.completed_at || !(await isPublishedFor(deps, user))) return null;
  const snapshot = await deps.leaderboard.get();
  return snapshot.byUserId.get(user.id)?.percentile ?? null;
}
