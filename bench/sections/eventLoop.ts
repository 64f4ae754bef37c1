/**
 * 6. Does a completion stall the server? 100 students who hold 8 of the 9 pieces scan the 9th
 * at once, at 100,000 ranked; the server's own event-loop delay histogram (read over IPC) gives
 * the longest delay until the board shows all 100, and Linux's schedstat the longest step of
 * CPU work between two turns of the loop. Floor: no step over 20 ms.
 */
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import type { ServerSection } from '../lib/context';
import { createStudents, firstOf, PIECE_COUNT } from '../lib/fixtures';
import { field, requestJson } from '../lib/http';
import { runClosedLoop } from '../lib/load';
import type { LoopDelay } from '../lib/ipc';
import { check, expect, floorAtMost, type Figure } from '../lib/report';
import { answered, requireAll200, scanCall, verifyCollections } from '../lib/scans';
import type { ServerInstance } from '../lib/server';
import { openScanners, proveSignedIn } from '../lib/signIn';
import { formatCount, formatMs } from '../lib/stats';

const FINISHERS = 100;
const FLOOR_MS = 20;
const BOARD_WAIT_MS = 10_000;
const IDLE_MS = 2000;

export const eventLoopSection: ServerSection = {
  kind: 'server',
  name: 'event-loop',
  stage: 'ranked',
  async prepare({ pool, hunt, ranked }) {
    const held = PIECE_COUNT - 1;
    const finishers = await createStudents(pool, hunt, { cohort: 'finisher', count: FINISHERS, holding: held });
    const watcher = firstOf(await createStudents(pool, hunt, { cohort: 'watcher', count: 1 }));
    const lastPiece = hunt.pieces[held] ?? firstOf(hunt.pieces);
    return async (server) => {
      const signedIn = await proveSignedIn(server.origin, watcher);
      const opened = await openScanners(server.origin, finishers);
      const before = await totalRanked(server, watcher.cookie);

      // The same server doing nothing for a moment: what the histogram shows without our load.
      await server.resetLoopDelay();
      await new Promise((resolve) => setTimeout(resolve, IDLE_MS));
      const idle = await server.readLoopDelay();

      const scans = finishers.map((student) => ({ student, piece: lastPiece }));
      await server.resetLoopDelay();
      const started = performance.now();
      // All at once: one connection each. Not awaited yet: the board is polled meanwhile.
      const load = runClosedLoop({
        origin: server.origin,
        connections: FINISHERS,
        call: (index) => {
          const scan = scans[index];
          return scan && scanCall(scan);
        },
      });
      let shownAfterMs: number | undefined;
      while (performance.now() - started < BOARD_WAIT_MS) {
        if ((await totalRanked(server, watcher.cookie)) >= before + FINISHERS) {
          shownAfterMs = performance.now() - started;
          break;
        }
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      const delay = await server.readLoopDelay();
      const { results, elapsedMs } = await load;
      const statuses = requireAll200(results, 'completing scans');
      expect(shownAfterMs !== undefined, `the board did not show the ${FINISHERS} completions within ${BOARD_WAIT_MS / 1000} s`);

      return {
        title: `6. Event-loop delay during ${FINISHERS} completions at ${formatCount(ranked)} ranked`,
        figures: [
          longestStepFigure(delay, idle),
          {
            label: 'event-loop delay max (wall clock)',
            value: formatMs(delay.maxMs),
            reference: `same server idle ${IDLE_MS / 1000} s: max ${formatMs(idle.maxMs)}`,
          },
          { label: 'event-loop delay p99 / mean', value: `${formatMs(delay.p99Ms)} / ${formatMs(delay.meanMs)}` },
          {
            label: 'board shows all of them after',
            value: shownAfterMs === undefined ? `not within ${BOARD_WAIT_MS / 1000} s` : formatMs(shownAfterMs),
            reference: `the ${FINISHERS} scans were answered after ${formatMs(elapsedMs)}`,
          },
        ],
        notes: [
          signedIn,
          opened,
          `GET /api/leaderboard's totalRanked went from ${before} to at least ${before + FINISHERS}, polled every 50 ms`,
          // The histogram samples with a 1 ms timer and records whole intervals, so even an idle loop reads 1 ms or more.
          `histogram: perf_hooks.monitorEventLoopDelay({ resolution: 1 }) inside the server, reset just before the scans; its values include the 1 ms sampling interval`,
          delay.mainThread
            ? `the wall-clock delay includes the time the server waited for a CPU on this ${os.cpus().length}-core machine shared with PostgreSQL and the bench: ${formatMs(delay.mainThread.cpuWaitMs)} in all during the burst; the longest step counts CPU time only (Linux schedstat of the main thread, read every 1 ms)`
            : 'schedstat is not available here: the longest step could not be measured, so the wall-clock maximum stands in for it',
          statuses,
          await verifyCollections(pool, finishers, answered(scans, results), finishers.flatMap((student) => hunt.pieces.slice(0, held).map((piece) => ({ student, piece })))),
        ],
      };
    };
  },
};

/**
 * The floor is about our code: no single step may hold the event loop longer than 20 ms. The
 * wall-clock delay also counts the time the process waited for a CPU; where Linux says how long
 * the main thread actually ran between two turns of the loop, that is the figure judged.
 */
function longestStepFigure(delay: LoopDelay, idle: LoopDelay): Figure {
  const step = delay.mainThread?.longestStepMs ?? delay.maxMs;
  return {
    label: delay.mainThread ? 'longest step (main thread CPU between two loop turns)' : 'event-loop delay max',
    value: formatMs(step),
    reference: `same server idle ${IDLE_MS / 1000} s: ${formatMs(idle.mainThread?.longestStepMs ?? idle.maxMs)}`,
    floor: floorAtMost(step, FLOOR_MS, `${FLOOR_MS} ms`),
  };
}

async function totalRanked(server: ServerInstance, cookie: string): Promise<number> {
  const response = await requestJson(server.origin, 'GET', '/api/leaderboard', { cookie });
  const total = field(response.body, 'totalRanked');
  check(response.status === 200 && typeof total === 'number', `GET /api/leaderboard answered ${response.status} without a totalRanked`);
  return total;
}
