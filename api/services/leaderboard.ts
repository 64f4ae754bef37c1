import { ADMIN_LEADERBOARD_SIZE, PARTICIPANT_LEADERBOARD_SIZE } from '../../core/constants';
import type { AdminLeaderboardDto } from '../../core/admin';
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

/**
 * The snapshot, checked against the viewer's own row: a change made on another instance may
 * reach us after the viewer does (their NOTIFY still in flight), so a ranked viewer who is
 * missing or out of date forces a rebuild.
 */
async function snapshotFor(deps: Deps, viewer: UserRow) {
  const snapshot = await deps.leaderboard.get();
  if (!viewer.completed_at) return snapshot;
  const mine = snapshot.byUserId.get(viewer.id);
  if (mine && mine.user.total_points === viewer.total_points) return snapshot;
  deps.leaderboard.invalidate();
  return deps.leaderboard.get();
}

export async function participantLeaderboard(deps: Deps, viewer: UserRow): Promise<LeaderboardDto> {
  if (!(await isPublishedFor(deps, viewer))) return { published: false, entries: [], me: null, totalRanked: 0 };
  const snapshot = await snapshotFor(deps, viewer);
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
  const snapshot = await snapshotFor(deps, user);
  return snapshot.byUserId.get(user.id)?.percentile ?? null;
}

/** The admins' dialog: always live (sealed or not), the top 50, full e-mails. */
export async function adminLeaderboard(deps: Deps, admin: UserRow): Promise<AdminLeaderboardDto> {
  const snapshot = await snapshotFor(deps, admin);
  const present = (entry: (typeof snapshot.ranked)[number]) => presentLeaderboardEntry(entry, admin.id, 'full');
  const mine = snapshot.byUserId.get(admin.id);
  return {
    published: true,
    entries: snapshot.ranked.slice(0, ADMIN_LEADERBOARD_SIZE).map(present),
    me: mine ? present(mine) : null,
    totalRanked: snapshot.ranked.length,
  };
}

/** Every ranked participant in rank order with full e-mails, for the export. */
export async function fullLeaderboard(deps: Deps): Promise<LeaderboardDto['entries']> {
  const snapshot = await deps.leaderboard.get();
  return snapshot.ranked.map((entry) => presentLeaderboardEntry(entry, '', 'full'));
}
