import { performance } from 'node:perf_hooks';
import { armAll, LEADERBOARD_EVENT, type StreamClient } from './sse';
import { summarise, type LatencySummary } from './stats';

export interface FanOut {
  total: number;
  received: number;
  /** From the trigger's response (or request, see measureFanOut) to each stream's event; 0 for an event that beat it. */
  latency: LatencySummary;
  /** Streams whose event arrived before the trigger's own HTTP response did. */
  early: number;
  /** performance.now() when the trigger's response arrived, the zero of every latency (unless they count from the request). */
  answeredAt: number;
  /** How long the trigger took from its request to its response. */
  triggerMs: number;
}

/**
 * Arms every stream, runs `trigger` (which resolves when its HTTP response arrived), and waits
 * until every stream has seen `event: <event>` ("event: leaderboard" unless told) or `timeoutMs` passed. Times count from the
 * trigger's response (a scan is acknowledged, then its change spreads), or from its request
 * when `from` says so: the reference server writes its events before it answers.
 */
export async function measureFanOut(
  clients: readonly StreamClient[],
  trigger: () => Promise<void>,
  timeoutMs: number,
  from: 'response' | 'request' = 'response',
  event = LEADERBOARD_EVENT,
): Promise<FanOut> {
  const { everyoneReceived } = armAll(clients, timeoutMs, event);
  const sentAt = performance.now();
  await trigger();
  const answeredAt = performance.now();
  await everyoneReceived;
  const zero = from === 'response' ? answeredAt : sentAt;
  const times = clients.flatMap((client) => (client.receivedAt === undefined ? [] : [client.receivedAt - zero]));
  return {
    total: clients.length,
    received: times.length,
    latency: summarise(times.map((time) => Math.max(0, time))),
    early: times.filter((time) => time < 0).length,
    answeredAt,
    triggerMs: answeredAt - sentAt,
  };
}
