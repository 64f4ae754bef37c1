/**
 * Where the hunt stands for a student: about to start, running, over, or no event at all. One pure rule, read by the server (GET /api/hunt and its live messages) and
 * shown by every participant page, so the pages and the scan gate cannot tell different stories.
 */
export const HUNT_PHASES = ['none', 'before', 'running', 'over'] as const;
export type HuntPhase = (typeof HUNT_PHASES)[number];

/** GET /api/hunt and the streams' `event: hunt` messages (kept free of zod: every page reads it). */
export interface HuntState {
  phase: HuntPhase;
  /** ISO time the next (or running) event starts; null when none is due. */
  startsAt: string | null;
  /** ISO time the last event ended (completion, or its end date); null when none has ended. */
  endedAt: string | null;
}

/** Reads a hunt state from JSON data (an answer or a stream message); null when it is not one. */
export function parseHuntState(value: unknown): HuntState | null {
  if (typeof value !== 'object' || value === null) return null;
  const { phase, startsAt, endedAt } = value as Record<string, unknown>;
  const isTime = (time: unknown) => time === null || (typeof time === 'string' && !Number.isNaN(Date.parse(time)));
  if (!HUNT_PHASES.includes(phase as HuntPhase) || !isTime(startsAt) || !isTime(endedAt)) return null;
  return { phase: phase as HuntPhase, startsAt: startsAt as string | null, endedAt: endedAt as string | null };
}

/** What the rule needs of an event. */
export interface HuntEvent {
  status: 'scheduled' | 'active' | 'completed';
  startDate: Date;
  endDate: Date;
  completedAt: Date | null;
}

/**
 * The hunt's phase at `now`:
 * - running: an active event within its dates (what the scan gate lets through);
 * - before: no event running and one still to come (scheduled with its end ahead, or active
 *   with its start ahead); the earliest such start is `startsAt`. A coming event wins over one
 *   that ended before it: the student's next question is when to be back;
 * - over: an event has ended (completed, or active past its end) and none is to come;
 * - none: no event at all (a fresh install): nothing to play yet, and nothing scores.
 * `endedAt` names the latest end in every phase but running.
 */
export function huntStateAt(events: readonly HuntEvent[], now: Date): HuntState {
  const at = now.getTime();
  const running = events.find((event) => event.status === 'active' && event.startDate.getTime() <= at && event.endDate.getTime() > at);
  if (running) return { phase: 'running', startsAt: running.startDate.toISOString(), endedAt: null };

  const ended = events
    .filter((event) => event.status === 'completed' || (event.status === 'active' && event.endDate.getTime() <= at))
    .map((event) => (event.status === 'completed' ? (event.completedAt ?? event.endDate) : event.endDate).getTime());
  const endedAt = ended.length ? new Date(Math.max(...ended)).toISOString() : null;

  const coming = events
    .filter((event) => event.status !== 'completed' && event.endDate.getTime() > at)
    .map((event) => event.startDate.getTime());
  if (coming.length) return { phase: 'before', startsAt: new Date(Math.min(...coming)).toISOString(), endedAt };
  if (endedAt) return { phase: 'over', startsAt: null, endedAt };
  return { phase: 'none', startsAt: null, endedAt: null };
}

/**
 * Scanning (and answering surveys) is open only while an event runs: without one, a collection
 * made before the real event would be a head start in its ranking.
 */
export function huntIsOpen(state: Pick<HuntState, 'phase'>): boolean {
  return state.phase === 'running';
}
