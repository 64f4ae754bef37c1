/**
 * 10. `--scale-out`: two instances on one PostgreSQL database behind HAProxy. Shows that
 * sessions, scans and live updates work through the balancer, measures scans through it beside
 * one instance alone, and a score change reaching 5,000 streams on each instance.
 */
import { countBy, describe, groupP99, proveSessionsAcrossInstances } from '../lib/balancedChecks';
import type { RunContext, StandaloneSection } from '../lib/context';
import { migratedDatabase } from '../lib/database';
import { measureFanOut } from '../lib/fanout';
import { createHunt, createStudents, firstOf, PIECE_COUNT, type Hunt, type Student } from '../lib/fixtures';
import { startHaproxy, type Balancer } from '../lib/haproxy';
import {
  completingScan,
  FAN_OUT_WAIT_MS,
  fanOutFigures,
  leaderboardStream,
  openStudentStreams,
  referenceFanOut,
  requireEveryone,
} from '../lib/liveUpdates';
import { perSecond } from '../lib/load';
import type { FreshDatabase } from '../lib/postgres';
import { freePort } from '../lib/ports';
import { check, type Figure } from '../lib/report';
import { answeredRun, codeMajorPlan, concatRuns, requireAll200, runScans, scanFigures, verifyCollections, verifyLinkCounts, type ScanRun } from '../lib/scans';
import { startServer, type ServerInstance } from '../lib/server';
import { proveSignedIn } from '../lib/signIn';
import { closeStreams, type StreamClient } from '../lib/sse';
import { formatCount, formatMs } from '../lib/stats';
import { BLOCK, CONNECTIONS } from './scans';

interface Cluster {
  db: FreshDatabase;
  hunt: Hunt;
  a: ServerInstance;
  b: ServerInstance;
  balancer: Balancer;
  publicUrl: string;
}

interface Result {
  figures: Figure[];
  notes: string[];
}

export const scaleOutSection: StandaloneSection = {
  kind: 'standalone',
  name: 'scale-out',
  async run(context) {
    const db = await migratedDatabase('scaleout');
    try {
      const [balancerPort, portA, portB] = [await freePort(), await freePort(), await freePort()];
      // Same database, keys and PUBLIC_URL (the balancer's) for both, as the README's "Several instances" asks.
      const publicUrl = `http://localhost:${balancerPort}`;
      const hunt = await createHunt(db.pool, publicUrl);
      const cohort = (name: string, count: number, holding?: number) => createStudents(db.pool, hunt, { cohort: name, count, holding });
      const students = {
        warm: await cohort('warm', 128),
        alone: await cohort('alone', context.size(1700, 200)),
        balanced: await cohort('balanced', context.size(3400, 300)),
        proxiedStreams: await cohort('hastream', context.size(1000, 100)),
        directStreams: await cohort('direct', 2 * context.size(5000, 200)),
        triggers: await cohort('trigger', 2, PIECE_COUNT - 1),
      };
      const shared = { databaseUrl: db.url, publicUrl, trustProxy: true };
      const [a, b] = await Promise.all([
        startServer({ ...shared, label: 'server a', port: portA }),
        startServer({ ...shared, label: 'server b', port: portB }),
      ]);
      try {
        const balancer = await startHaproxy(balancerPort, [{ name: 'a', port: portA }, { name: 'b', port: portB }]);
        try {
          const cluster: Cluster = { db, hunt, a, b, balancer, publicUrl };
          const sessions = await proveSessionsAcrossInstances(balancer.origin, 'scaleout-signin@bench.campus.edu', 2);
          const scans = await scansThroughBalancer(cluster, context, students);
          const proxied = await streamsThroughBalancer(cluster, students.proxiedStreams, firstOf(students.triggers));
          const direct = await streamsOnEachInstance(cluster, context, students.directStreams, students.triggers[1] ?? firstOf(students.triggers));
          return {
            title: '10. Scale-out: two instances behind HAProxy',
            figures: [...scans.figures, ...proxied.figures, ...direct.figures],
            notes: [sessions, ...scans.notes, ...proxied.notes, ...direct.notes, `HAProxy configuration:\n${balancer.config.replace(/^/gm, '      ')}`],
          };
        } finally {
          await balancer.stop();
        }
      } finally {
        await Promise.all([a.stop(), b.stop()]);
      }
    } finally {
      await db.drop();
    }
  },
};

/** 32 concurrent students on one instance directly, then on both through HAProxy. */
async function scansThroughBalancer(
  { db, hunt, a, balancer }: Cluster,
  context: RunContext,
  students: { warm: Student[]; alone: Student[]; balanced: Student[] },
): Promise<Result> {
  const notes = [await proveSignedIn(balancer.origin, firstOf(students.balanced))];
  // JIT, pools and caches of both instances warm up on other students; not counted, still checked.
  const warm = await runScans(balancer.origin, codeMajorPlan(students.warm, hunt.pieces, BLOCK), CONNECTIONS, 60_000);
  notes.push(`warm-up through HAProxy: ${requireAll200(warm.load.results, 'warm-up scans through HAProxy')}`);
  // Alternating rounds, so a moment of noise from the rest of the machine hits both set-ups alike.
  const rounds = 2;
  const roundMs = context.size(5000, 1500);
  const aloneRuns: ScanRun[] = [];
  const bothRuns: ScanRun[] = [];
  for (let round = 0; round < rounds; round++) {
    const aloneStudents = students.alone.filter((_, index) => index % rounds === round);
    const bothStudents = students.balanced.filter((_, index) => index % rounds === round);
    aloneRuns.push(await runScans(a.origin, codeMajorPlan(aloneStudents, hunt.pieces, BLOCK), CONNECTIONS, roundMs / 2));
    bothRuns.push(await runScans(balancer.origin, codeMajorPlan(bothStudents, hunt.pieces, BLOCK), CONNECTIONS, roundMs, 'x-served-by'));
  }
  const alone = concatRuns(aloneRuns);
  const both = concatRuns(bothRuns);
  notes.push(`one instance (a, directly), ${rounds} rounds of ${roundMs / 2000} s: ${requireAll200(alone.load.results, 'scans on instance a')}`);
  const servedBy = describe(countBy(both.load.results, (result) => result.header ?? 'unknown'));
  notes.push(`through HAProxy, ${rounds} rounds of ${roundMs / 1000} s: ${requireAll200(both.load.results, 'scans through HAProxy')}, served by ${servedBy}`);
  const everyone = [...students.warm, ...students.alone, ...students.balanced];
  notes.push(await verifyCollections(db.pool, everyone, answeredRun(concatRuns([warm, alone, both]))));
  notes.push(await verifyLinkCounts(db.pool));
  return {
    figures: [
      // Two instances, HAProxy, PostgreSQL and the bench share two cores here: these figures feed
      // the capacity model (docs/scaling.md); the floors are judged in section 2.
      ...prefixed('1 instance, direct: ', scanFigures(alone.load, context.pgbenchTps, false)),
      ...prefixed('2 instances via HAProxy: ', scanFigures(both.load, context.pgbenchTps, false)),
      {
        label: 'capacity: scans/s per instance, 2 behind HAProxy',
        value: formatCount(perSecond(both.load) / 2),
        reference: `1 instance alone ${formatCount(perSecond(alone.load))}`,
      },
    ],
    notes,
  };
}

/** Streams opened through HAProxy land on both instances; a change made on instance a reaches all of them. */
async function streamsThroughBalancer({ a, balancer, hunt, publicUrl }: Cluster, students: readonly Student[], trigger: Student): Promise<Result> {
  const clients = await openStudentStreams(leaderboardStream(balancer.port, publicUrl), students);
  try {
    const landed = countBy(clients, (client) => client.servedBy ?? 'unknown');
    check(landed.size >= 2, `streams through HAProxy all landed on ${describe(landed)}`);
    const fanOut = await measureFanOut(clients, completingScan(a.origin, trigger, lastCode(hunt)), FAN_OUT_WAIT_MS);
    return {
      figures: fanOutFigures(`${formatCount(clients.length)} streams via HAProxy`, fanOut, undefined),
      notes: [`${requireEveryone(fanOut, 'streams through HAProxy')}; they landed on ${describe(landed)}; the change was made on instance a`],
    };
  } finally {
    closeStreams(clients);
  }
}

/**
 * 5,000 streams opened directly on each instance (through HAProxy each would cost two file
 * descriptors, and 20,000 is this machine's hard limit); a change made on instance b must
 * reach instance a's streams through PostgreSQL.
 */
async function streamsOnEachInstance({ a, b, hunt, publicUrl }: Cluster, context: RunContext, students: readonly Student[], trigger: Student): Promise<Result> {
  const half = students.length / 2;
  const streams: StreamClient[][] = [];
  try {
    streams.push(
      ...(await Promise.all([
        openStudentStreams(leaderboardStream(a.port, publicUrl), students.slice(0, half)),
        openStudentStreams(leaderboardStream(b.port, publicUrl), students.slice(half)),
      ])),
    );
    const [onA = [], onB = []] = streams;
    const fanOut = await measureFanOut([...onA, ...onB], completingScan(b.origin, trigger, lastCode(hunt)), FAN_OUT_WAIT_MS);
    const notes = [
      `${requireEveryone(fanOut, `${formatCount(students.length)} streams on two instances`)}; the change was made on instance b`,
      `p99 by instance: a (hears of the change through PostgreSQL) ${formatMs(groupP99(onA, fanOut.answeredAt))}, b (made it) ${formatMs(groupP99(onB, fanOut.answeredAt))}`,
    ];
    closeStreams(streams.flat());
    const reference = await referenceFanOut(await context.referenceServer(), [students.length]);
    return {
      figures: [
        ...fanOutFigures(`${formatCount(students.length)} streams, ${formatCount(half)} per instance`, fanOut, reference.fanOuts[0]),
        {
          label: 'capacity: streams per instance',
          value: formatCount(half),
          reference: `a change reached all ${formatCount(students.length)} at p99 ${formatMs(fanOut.latency.p99)} (floor above)`,
        },
      ],
      notes,
    };
  } finally {
    closeStreams(streams.flat());
  }
}

function lastCode(hunt: Hunt): string {
  return (hunt.pieces[PIECE_COUNT - 1] ?? firstOf(hunt.pieces)).code;
}

function prefixed(prefix: string, figures: readonly Figure[]): Figure[] {
  return figures.map((figure) => ({ ...figure, label: prefix + figure.label }));
}
