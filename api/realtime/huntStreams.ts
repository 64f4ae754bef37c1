import type { HuntState } from '../../core/huntState';
import type { ChangeBus } from './changeBus';
import { SignedInStreams } from './signedInStreams';
import { eventMessage } from './sse';

/** The `event: hunt` message every page holding a stream receives when the hunt's state may have changed. */
export function huntMessage(state: HuntState): string {
  return eventMessage('hunt', JSON.stringify(state));
}

/**
 * GET /api/hunt/stream: the hunt's state (core/huntState.ts) for pages that do not hold the
 * leaderboard stream (the dashboard, the scanner). A stream gets the state as it opens and again
 * after every change of events: Start Now, Complete, a scheduled start or end. The state is the
 * same for everyone, so one message serves all.
 */
/** `event: team`: the reader's team changed (a find, points, a member, its completion); the page reads it again. */
export function teamMessage(teamIds: readonly number[]): string {
  return `event: team\ndata: ${JSON.stringify({ teamIds })}\n\n`;
}

export function createHuntStreams(state: () => HuntState, bus: ChangeBus): SignedInStreams {
  return new SignedInStreams(bus, { greeting: () => huntMessage(state()) });
}
