import type { SectionName } from './context';

/** Every section, in the order a run takes them. */
export const SECTION_ORDER: readonly SectionName[] = [
  'reference',
  'scans',
  'one-code',
  'burst',
  'leaderboard',
  'event-loop',
  'streams',
  // Last of the ranked stage's sections: its fixtures leave their boards as they were, but its
  // team completion changes the boards they measure.
  'teams',
  'first-load',
  'scanner-size',
  'pglite',
  'scale-out',
  'finale',
  'lighthouse',
];

/** What `npm run bench` runs without flags: everything but the slow, optional two. */
const DEFAULT_SECTIONS = SECTION_ORDER.filter((name) => name !== 'scale-out' && name !== 'lighthouse');

export interface Options {
  quick: boolean;
  sections: SectionName[];
}

export const USAGE = `npm run bench [-- options]

  (no options)       every section but scale-out and lighthouse, full sizes (about 3 minutes)
  --quick            small sizes and short runs, for developing the bench (not for figures)
  --only a,b         only these sections: ${SECTION_ORDER.join(', ')}
  --scale-out        two instances behind HAProxy (with the pgbench reference it is compared to)
  --lighthouse       also run Lighthouse through bench/lighthouse.ts, if that file exists
  --help             this text

Environment: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres) is where
fresh databases are created and dropped; DB_POOL_MAX is passed on to the servers.`;

export class UsageError extends Error {}

function isSection(name: string): name is SectionName {
  return (SECTION_ORDER as readonly string[]).includes(name);
}

export function parseOptions(argv: readonly string[]): Options | 'help' {
  let quick = false;
  let only: SectionName[] | undefined;
  const extra = new Set<SectionName>();
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    if (arg === '--help' || arg === '-h') return 'help';
    else if (arg === '--quick') quick = true;
    else if (arg === '--scale-out') extra.add('scale-out');
    else if (arg === '--lighthouse') extra.add('lighthouse');
    else if (arg === '--only' || arg.startsWith('--only=')) {
      const list = arg === '--only' ? argv[++i] : arg.slice('--only='.length);
      if (!list) throw new UsageError('--only needs a comma-separated list of sections');
      const names = list.split(',').map((name) => name.trim()).filter(Boolean);
      const unknown = names.filter((name) => !isSection(name));
      if (unknown.length) throw new UsageError(`unknown section(s): ${unknown.join(', ')}; known: ${SECTION_ORDER.join(', ')}`);
      only = names.filter(isSection);
    } else throw new UsageError(`unknown option ${arg}`);
  }
  // --scale-out alone runs the scale-out section and the pgbench reference its ratios need.
  const base = only ?? (extra.has('scale-out') ? ['reference' as const] : DEFAULT_SECTIONS);
  const chosen = new Set<SectionName>([...base, ...extra]);
  return { quick, sections: SECTION_ORDER.filter((name) => chosen.has(name)) };
}
