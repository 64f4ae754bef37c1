import type { AdminUserDto } from '../../core/admin';
import { text } from 'node:stream/consumers';
import { parse } from 'csv-parse/sync';
import { fromBufferPromise } from 'yauzl';

/** The text of every file in a ZIP, by name. */
export async function unzip(bytes: Buffer): Promise<Map<string, string>> {
  const zip = await fromBufferPromise(bytes, { lazyEntries: true });
  const contents = new Map<string, string>();
  for await (const entry of zip.eachEntry()) contents.set(entry.fileName, await text(await zip.openReadStreamPromise(entry)));
  return contents;
}

/** A CSV's header row and its records as objects keyed by column. */
export function readCsv(csv: string): { header: string[]; rows: Record<string, string>[] } {
  const [header = []] = parse(csv, { to_line: 1 }) as string[][];
  return { header, rows: parse(csv, { columns: true }) as Record<string, string>[] };
}

/**
 * A user's users.csv row as a CSV reader gives it back: every value as text, an absent one
 * empty. Written out here, apart from the code that writes the file, so a test compares the two.
 */
export function userCsvRow(user: AdminUserDto): Record<string, string> {
  const text = (value: string | number | null) => (value === null ? '' : String(value));
  return {
    id: user.id,
    email: user.email,
    firstName: text(user.firstName),
    lastName: text(user.lastName),
    role: user.role,
    collectionCount: text(user.collectionCount),
    createdAt: user.createdAt,
    points: text(user.totalPoints),
    rank: text(user.rank),
    completedAt: text(user.completedAt),
    tier: text(user.tier),
    prize: text(user.prize),
    team: text(user.team),
    division: text(user.division),
  };
}
