/**
 * 7. Live updates at 1,000, 5,000 and 10,000 open streams on one instance: the time from a score
 * change (a completing scan's response) to each stream's "event: leaderboard", and what each open
 * stream costs the server in memory. The bare Koa SSE server (bench/helloServer.ts) at the same
 * sizes is the reference.
 */
import type { ServerSection } from '../lib/context';
import { withServerCpu } from '../lib/cpu';
import { descriptorsOf, type Descriptors } from '../lib/descriptors';
import { measureFanOut, type FanOut } from '../lib/fanout';
import { createStudents, firstOf, PIECE_COUNT } from '../lib/fixtures';
import {
  bytesPerStream,
  completingScan,
  FAN_OUT_WAIT_MS,
  fanOutCpuFigure,
  fanOutFigures,
  leaderboardStream,
  longestStep,
  memoryFigures,
  openStudentStreams,
  referenceFanOut,
  requireEveryone,
  STREAMS_P99_FLOOR_MS,
} from '../lib/liveUpdates';
import type { LoopDelay } from '../lib/ipc';
import type { ServerInstance } from '../lib/server';
import { proveSignedIn } from '../lib/signIn';
import { closeStreams, type StreamClient } from '../lib/sse';
import { formatCount } from '../lib/stats';

/** Descriptors kept free beside the streams: the database pool, the listening socket, the bench's own requests. */
const SPARE_DESCRIPTORS = 500;

/**
 * Every stream holds a descriptor in the bench (the client end) and one in the server: both must
 * have room for `streams` more before they are opened, or the figure would measure EMFILE.
 */
function requireDescriptors(server: ServerInstance, streams: number): void {
  for (const [who, held] of [['the bench', descriptorsOf()], ['the server', server.pid ? descriptorsOf(server.pid) : null]] as const) {
    if (held && held.limit - held.open < streams + SPARE_DESCRIPTORS) {
      throw new Error(`${who} may hold ${formatCount(held.limit)} file descriptors and holds ${formatCount(held.open)}: no room for ${formatCount(streams)} streams`);
    }
  }
}

function describe(who: string, held: Descriptors | null): string {
  return held ? `${who} ${formatCount(held.open)} of ${formatCount(held.limit)}` : `${who} unknown`;
}

export const streamsSection: ServerSection = {
  kind: 'server',
  name: 'streams',
  stage: 'ranked',
  async prepare({ pool, hunt, context, ranked }) {
    const levels = context.size([1000, 5000, 10_000], [100, 300, 600]);
    const most = Math.max(...levels);
    // One stream per student: the server allows a person only a few at once.
    const streamers = await createStudents(pool, hunt, { cohort: 'stream', count: most });
    const triggers = await createStudents(pool, hunt, { cohort: 'trigger', count: levels.length, holding: PIECE_COUNT - 1 });
    const lastCode = (hunt.pieces[PIECE_COUNT - 1] ?? firstOf(hunt.pieces)).code;
    return async (server) => {
      const notes = [await proveSignedIn(server.origin, firstOf(streamers))];
      requireDescriptors(server, most);
      const target = leaderboardStream(server.port, server.publicUrl);
      const clients: StreamClient[] = [];
      const measured: { fanOut: FanOut; loop: LoopDelay; cpuMs: number }[] = [];
      try {
        const before = await server.memory();
        let after = before;
        for (const [index, level] of levels.entries()) {
          const started = Date.now();
          clients.push(...(await openStudentStreams(target, streamers.slice(clients.length, level))));
          notes.push(`${formatCount(level)} streams open (${((Date.now() - started) / 1000).toFixed(1)} s to open the last ${formatCount(level - (levels[index - 1] ?? 0))})`);
          after = await server.memory();
          const scan = completingScan(server.origin, triggers[index] ?? firstOf(triggers), lastCode);
          const {
            value: { value: fanOut, cpuMs },
            delay: loop,
          } = await server.watchLoop(() => withServerCpu(server, () => measureFanOut(clients, scan, FAN_OUT_WAIT_MS)));
          notes.push(requireEveryone(fanOut, `${formatCount(level)} streams`));
          measured.push({ fanOut, loop, cpuMs });
        }
        notes.push(
          `file descriptors with ${formatCount(clients.length)} streams open: ${describe('bench', descriptorsOf())}, ${describe('server', server.pid ? descriptorsOf(server.pid) : null)}`,
        );
        closeStreams(clients);
        const reference = await referenceFanOut(await context.referenceServer(), levels);
        notes.push(`memory: the server's process.memoryUsage() after a full GC, before opening and with ${formatCount(clients.length)} open`);
        notes.push("server CPU for the change: the server process's own CPU time from the completing scan's request until every stream had the event (the scan's own work included; the bare Koa SSE server's from its notify request)");
        return {
          title: `7. Stream fan-out at ${formatCount(ranked)} ranked`,
          figures: [
            ...measured.flatMap(({ fanOut, loop, cpuMs }, index) => [
              ...fanOutFigures(`${formatCount(fanOut.total)} streams`, fanOut, reference.fanOuts[index], 'bare Koa SSE', STREAMS_P99_FLOOR_MS),
              fanOutCpuFigure(fanOut.total, cpuMs, reference.cpuMs[index]),
              longestStep(`${formatCount(fanOut.total)} streams: longest step meanwhile`, loop),
            ]),
            ...memoryFigures(bytesPerStream(before, after, clients.length), reference.perStream),
          ],
          notes,
        };
      } finally {
        closeStreams(clients);
      }
    };
  },
};
