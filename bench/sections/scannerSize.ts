/**
 * 10. What the offline queue and the place check cost the scanner: the built code of their
 * sources (web/lib/offline/, web/lib/geolocation.ts, core/place.ts and idb), found in the
 * participant chunks through their source maps and gzipped together, beside the scanner page's
 * own chunk. Floor 15 KB gzipped. Read from dist/web (built first when missing or stale).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { decode } from '@jridgewell/sourcemap-codec';
import { ensureClientBuilt, WEB_DIR } from '../lib/clientBuild';
import type { StandaloneSection } from '../lib/context';
import { check, floorAtMost } from '../lib/report';
import { formatBytes, formatRatio } from '../lib/stats';

const ASSETS = path.join(WEB_DIR, 'assets');
const FLOOR_BYTES = 15 * 1024;
/** The sources of the two features, as the source maps name them. */
const FEATURE_SOURCES = /(web\/lib\/offline\/|web\/lib\/geolocation\.ts|core\/place\.ts|node_modules\/idb\/)/;
/** Organisers' chunks: never on a student's phone. */
const ADMIN_CHUNKS = /^(AdminPage|CliApprovePage|QrDisplayPage)-/;

export const scannerSizeSection: StandaloneSection = {
  kind: 'standalone',
  name: 'scanner-size',
  async run() {
    const notes: string[] = [];
    ensureClientBuilt(notes);
    const chunks = readdirSync(ASSETS).filter((file) => file.endsWith('.js') && !ADMIN_CHUNKS.test(file));
    const scannerChunk = chunks.find((file) => file.startsWith('ScannerPage-'));
    check(scannerChunk !== undefined, `no ScannerPage-*.js in ${ASSETS}`);
    const featureCode: string[] = [];
    for (const chunk of chunks) {
      const found = codeFrom(path.join(ASSETS, chunk), FEATURE_SOURCES);
      if (found.length) notes.push(`${chunk}: ${formatBytes(found.join('').length)} of offline and place code (raw)`);
      featureCode.push(...found);
    }
    const featureBytes = featureCode.length ? gzipSync(featureCode.join(''), { level: 9 }).length : 0;
    const scannerBytes = gzipSync(readFileSync(path.join(ASSETS, scannerChunk as string)), { level: 9 }).length;
    return {
      title: '10. Offline queue and place check in the scanner',
      figures: [
        {
          label: 'offline queue + place check, gzip -9',
          value: formatBytes(featureBytes),
          reference: `scanner chunk ${scannerChunk} ${formatBytes(scannerBytes)}`,
          ratio: formatRatio(featureBytes / scannerBytes),
          floor: floorAtMost(featureBytes, FLOOR_BYTES, '15 KB'),
        },
      ],
      notes,
    };
  },
};

/** The generated code of a chunk that its source map attributes to sources matching `wanted`. */
function codeFrom(file: string, wanted: RegExp): string[] {
  const mapFile = `${file}.map`;
  if (!existsSync(mapFile)) return [];
  const map = JSON.parse(readFileSync(mapFile, 'utf8')) as { sources: string[]; mappings: string };
  const lines = readFileSync(file, 'utf8').split('\n');
  const pieces: string[] = [];
  decode(map.mappings).forEach((segments, lineIndex) => {
    const line = lines[lineIndex] ?? '';
    segments.forEach((segment, index) => {
      const source = segment.length > 1 ? map.sources[segment[1] as number] : undefined;
      if (!source || !wanted.test(source)) return;
      pieces.push(line.slice(segment[0], segments[index + 1]?.[0] ?? line.length));
    });
  });
  return pieces;
}
