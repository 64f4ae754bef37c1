import { ACTIVE_TODAY_MS } from '../../core/constants';
import type { AnalyticsDto } from '../../core/admin';
import { countParticipants, sumScanCounts } from '../repos/analytics';
import type { Deps } from '../deps';

/**
 * The overview's numbers; every user count is of students (role user), never admins. Scans and
 * completions are the current event's.
 */
export async function readAnalytics(deps: Deps, now = new Date()): Promise<AnalyticsDto> {
  const eventId = deps.caches.events.currentEventId(now.getTime());
  const [participants, totalScans] = await Promise.all([
    countParticipants(deps.db, eventId, new Date(now.getTime() - ACTIVE_TODAY_MS)),
    sumScanCounts(deps.db, eventId),
  ]);
  return {
    totalUsers: participants.total,
    totalScans,
    completedUsers: participants.completed,
    completionRate: participants.total === 0 ? 0 : Math.round((100 * participants.completed) / participants.total),
    activeToday: participants.activeSince,
  };
}
