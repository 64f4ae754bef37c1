import type { ScanResultDto } from '../core/contracts';
import { migrationSource } from '../db/migrations';
import { TestClient } from '../api/testing/client';
import { appliedMigrations } from './database';
import { contentEncoding } from './http';

/** What the checks need of the running container. */
export interface Running {
  baseUrl: string;
  databaseUrl: string;
  adminEmail: string;
  /** Runs the image's own `hunt` with these arguments and environment; answers its stdout. */
  hunt(args: string[], env?: Record<string, string>): Promise<string>;
  /** Signs this browser in through the server's OpenID Connect provider. */
  signIn(client: TestClient, email: string, names: { firstName: string; lastName: string }): Promise<void>;
}

export interface Check {
  name: string;
  run(running: Running): Promise<void>;
}

function expect(condition: boolean, message: string): void {
  if (!condition) throw new Error(message);
}

/** A code of the demo seed file (seed/demo-event.json) and the piece it collects. */
const DEMO_CODE = 'INN001';
const DEMO_PIECE = 'Innovation Piece';

/** In order: the token check seeds the demo content the scan check collects. */
export const CHECKS: Check[] = [
  {
    name: 'the start-up ran every migration',
    async run({ databaseUrl }) {
      const expected = await migrationSource.getMigrations([]);
      const applied = await appliedMigrations(databaseUrl);
      expect(applied.join() === expected.join(), `migrations applied: ${applied.length} of ${expected.length}`);
    },
  },
  {
    name: 'the landing page is sent compressed (br, gzip)',
    async run({ baseUrl }) {
      for (const encoding of ['br', 'gzip']) {
        const sent = await contentEncoding(`${baseUrl}/`, encoding);
        expect(sent === encoding, `Accept-Encoding: ${encoding} got Content-Encoding: ${sent ?? 'none'}`);
      }
    },
  },
  {
    name: "an admin token made by the image's hunt seeds the demo event over the API",
    async run({ baseUrl, adminEmail, hunt, signIn }) {
      // `hunt tokens create` needs an administrator who has signed in once.
      await signIn(new TestClient(baseUrl), adminEmail, { firstName: 'Ada', lastName: 'Admin' });
      const issued = JSON.parse(await hunt(['--json', 'tokens', 'create', '--email', adminEmail, '--name', 'container test'])) as { token?: unknown };
      expect(typeof issued.token === 'string' && issued.token.length > 0, 'hunt tokens create printed no token');
      await hunt(['seed', '/app/seed/demo-event.json'], { HUNT_URL: baseUrl, HUNT_TOKEN: String(issued.token) });
    },
  },
  {
    name: 'a student signed in through the OpenID Connect provider scans a code',
    async run({ baseUrl, signIn }) {
      const student = new TestClient(baseUrl);
      await signIn(student, 'sam.student@example.edu', { firstName: 'Sam', lastName: 'Student' });
      const response = await student.post('/api/scan', { code: DEMO_CODE });
      const text = await response.text();
      expect(response.status === 200, `POST /api/scan answered ${response.status}: ${text}`);
      const result = JSON.parse(text) as ScanResultDto;
      expect(result.piece.name === DEMO_PIECE, `the scan collected ${result.piece.name}, not ${DEMO_PIECE}`);
    },
  },
];
