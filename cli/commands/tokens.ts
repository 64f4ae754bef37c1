import { Command } from 'commander';
import { z } from 'zod';
import { apiTokenStatus } from '../../core/apiTokens';
import { connect, outputFor, parseOptions } from '../lib/context';
import { UsageError } from '../lib/errors';
import { formatDate } from '../lib/output';
import { valueOrAsk } from '../lib/prompt';

const DEFAULT_DAYS = 90;

const createOptions = z.object({
  email: z.string().trim().optional(),
  name: z.string().trim().min(1, 'must not be empty').max(100, 'must be at most 100 characters').default('hunt CLI (tokens create)'),
  days: z.coerce.number({ error: 'must be a number of days' }).int('must be a whole number of days').min(1, 'must be at least 1').max(3650, 'must be at most 3650').default(DEFAULT_DAYS),
  databaseUrl: z.string().regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://').optional(),
  dataDir: z.string().min(1).optional(),
});

const idArgument = z.coerce.number({ error: 'ID must be a number' }).int('ID must be a whole number').positive('ID must be a positive number');

export function tokensCommand(): Command {
  const tokens = new Command('tokens').description('personal API tokens: create one from the database, list and revoke yours');

  tokens
    .command('create')
    .description('print a new token for an administrator; talks to the database (DATABASE_URL, or DATA_DIR for the embedded one)')
    .option('--email <email>', "the administrator's e-mail (they must have signed in once)")
    .option('--name <name>', 'name of the token, shown in the admin Overview')
    .option('--days <n>', `days until it expires (default ${DEFAULT_DAYS})`)
    .option('--database-url <url>', 'PostgreSQL URL (or DATABASE_URL)')
    .option('--data-dir <dir>', 'embedded database folder (or DATA_DIR); stop the server first')
    .action(async (raw: unknown, command: Command) => {
      const options = parseOptions(createOptions, raw);
      const out = outputFor(command);
      const databaseUrl = options.databaseUrl ?? process.env.DATABASE_URL;
      const dataDir = options.dataDir ?? process.env.DATA_DIR;
      if (!databaseUrl && !dataDir) {
        throw new UsageError('Missing --database-url (or DATABASE_URL); for the embedded database, --data-dir (or DATA_DIR)');
      }
      const email = await valueOrAsk(options.email, { flag: '--email', message: "Administrator's e-mail" });
      // Loaded only here: no other command needs the database drivers.
      const { issueTokenInDatabase } = await import('../lib/databaseToken');
      const issued = await issueTokenInDatabase({ databaseUrl, dataDir }, email, options.name, options.days);
      out.result(issued, () => out.line(issued.token));
    });

  tokens
    .command('list')
    .description('list your API tokens')
    .action(async (_raw: unknown, command: Command) => {
      const { out, api } = await connect(command);
      const list = await api.tokens();
      const rows = list.map((token) => ({ ...token, status: apiTokenStatus(token) }));
      out.result(rows, () => {
        if (rows.length === 0) return out.line('No API tokens');
        out.table(
          ['ID', 'Name', 'Created', 'Last used', 'Expires', 'Status'],
          rows.map((t) => [t.id, t.name, formatDate(t.createdAt), formatDate(t.lastUsedAt) || 'never', formatDate(t.expiresAt) || 'never', t.status]),
        );
      });
    });

  tokens
    .command('revoke')
    .description('revoke one of your API tokens (it stops working at once)')
    .argument('<id>', 'token ID (see `hunt tokens list`)')
    .action(async (rawId: string, _raw: unknown, command: Command) => {
      const parsed = idArgument.safeParse(rawId);
      if (!parsed.success) throw new UsageError(parsed.error.issues[0]?.message ?? 'ID must be a number');
      const { out, api } = await connect(command);
      await api.revokeToken(parsed.data);
      out.result({ revoked: parsed.data }, () => out.line(`Revoked token ${parsed.data}`));
    });

  return tokens;
}
