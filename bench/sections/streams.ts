/**
 * 7. Live updates at 1,000 and 5,000 open streams: the time from a score change (a completing
 * scan's response) to each stream's "event: leaderboard", and what each open stream costs the
 * server in memory. The bare Koa SSE server (bench/helloServer.ts) at the same sizes is the reference.
 */
import type { ServerSection } from '../lib/context';
import { measureFanOut, type FanOut } from '../lib/fanout';
import { createStudents, firstOf, PIECE_COUNT } from '../lib/fixtures';
import {
  bytesPerStream,
  completingScan,
  FAN_OUT_WAIT_MS,
  fanOutFigures,
  leaderboardStream,
  memoryFigures,
  openStudentStreams,
  referenceFanOut,
  requireEveryone,
} from '../lib/liveUpdates';
import { proveSignedIn } from '../lib/signIn';
import { closeStreams, type StreamClient } from '../lib/sse';
import { formatCount } from '../lib/stats';

export const streamsSection: ServerSection = {
  kind: 'server',
  name: 'streams',
  stage: 'ranked',
  async prepare({ pool, hunt, context, ranked }) {
    const levels = context.size([1000, 5000], [100, 300]);
    // One stream per student: the server allows a person only a few at once.
    const streamers = await createStudents(pool, hunt, { cohort: 'stream', count: Math.max(...levels) });
    const triggers = await createStudents(pool, hunt, { cohort: 'trigger', count: levels.length, holding: PIECE_COUNT - 1 });
    const lastCode = (hunt.pieces[PIECE_COUNT - 1] ?? firstOf(hunt.pieces)).code;
    return async (server) => {
      const notes = [await proveSignedIn(server.origin, firstOf(streamers))];
      const target = leaderboardStream(server.port, server.publicUrl);
      const clients: StreamClient[] = [];
      const measured: FanOut[] = [];
      try {
        const before = await server.memory();
        let after = before;
        for (const [index, level] of levels.entries()) {
          const started = Date.now();
          clients.push(...(await openStudentStreams(target, streamers.slice(clients.length, level))));
          notes.push(`${formatCount(level)} streams open (${((Date.now() - started) / 1000).toFixed(1)} s to open the last ${formatCount(level - (levels[index - 1] ?? 0))})`);
          after = await server.memory();
          const fanOut = await measureFanOut(clients, completingScan(server.origin, triggers[index] ?? firstOf(triggers), lastCode), FAN_OUT_WAIT_MS);
          notes.push(requireEveryone(fanOut, `${formatCount(level)} streams`));
          measured.push(fanOut);
        }
        closeStreams(clients);
        const reference = await referenceFanOut(await context.referenceServer(), levels);
        notes.push(`memory: the server's process.memoryUsage() after a full GC, before opening and with ${formatCount(clients.length)} open`);
        return {
          title: `7. Stream fan-out at ${formatCount(ranked)} ranked`,
          figures: [
            ...measured.flatMap((fanOut, index) => fanOutFigures(`${formatCount(fanOut.total)} streams`, fanOut, reference.fanOuts[index])),
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
