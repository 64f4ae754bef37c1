import { hostname } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { Command } from 'commander';
import { z } from 'zod';
import { CLI_LOGIN_API } from '../../core/adminPaths';
import { cliLoginApi, type CliLoginApi } from '../../core/client/cliLogin';
import { participantApi } from '../../core/client/participant';
import { cliLoginPollSchema, cliLoginStartSchema, type CliLoginStart } from '../../core/cliLogin';
import { checkAnswer, HuntTransport } from '../lib/client';
import { configPath, normaliseUrl, readStoredConfig, writeStoredConfig } from '../lib/config';
import { connect, globalOptions, outputFor, parseOptions } from '../lib/context';
import { ApiError, CliError } from '../lib/errors';
import { isInteractive, valueOrAsk } from '../lib/prompt';

const loginOptions = z.object({
  name: z.string().trim().min(1, 'must not be empty').max(100, 'must be at most 100 characters').optional(),
  open: z.boolean().default(true),
});

/** `hunt login`: an admin approves this CLI in the browser; the token lands in the config file (0600). */
export function loginCommand(): Command {
  return new Command('login')
    .description('log in: a signed-in administrator approves this CLI in the browser')
    .option('--name <name>', 'name of the token, shown in the admin Overview (default: hunt CLI on HOST)')
    .option('--no-open', 'do not try to open the browser')
    .action(async (raw: unknown, command: Command) => {
      const options = parseOptions(loginOptions, raw);
      const out = outputFor(command);
      const file = configPath();
      const stored = await readStoredConfig(file);
      const { url: flagUrl, insecure } = globalOptions(command);
      const given = flagUrl || process.env.HUNT_URL || stored.url;
      const url = normaliseUrl(await valueOrAsk(given, { flag: '--url', message: 'Server URL (e.g. https://hunt.campus.edu)' }), '--url', { insecure });
      const login = cliLoginApi(new HuntTransport(url));

      const answer = await login.start({ clientName: options.name ?? `hunt CLI on ${hostname()}` });
      const start = checkAnswer(cliLoginStartSchema, url, CLI_LOGIN_API.start, answer);
      out.notice(`To approve this CLI, open this page as an administrator:\n\n  ${start.verificationUrl}\n\nand enter the code ${start.userCode}`);
      if (options.open && isInteractive() && hasDisplay()) await openQuietly(start.verificationUrl);
      out.notice('Waiting for approval… (Ctrl+C to cancel)');

      const { token, email } = await waitForApproval(login, url, start);
      await writeStoredConfig({ url, token, email }, file);
      out.result({ url, email, configFile: file }, () => out.line(`Logged in to ${url} as ${email}`));
    });
}

async function waitForApproval(login: CliLoginApi, url: string, start: CliLoginStart): Promise<{ token: string; email: string }> {
  const deadline = new Date(start.expiresAt).getTime();
  const interval = Math.max(1, start.intervalSeconds) * 1000;
  const path = CLI_LOGIN_API.token(start.id);
  while (Date.now() < deadline) {
    let answer: unknown;
    try {
      answer = await login.poll(start.id, { pollSecret: start.pollSecret });
    } catch (error) {
      // The server's message says why: denied in the browser, or the approver lost admin rights.
      if (error instanceof ApiError && (error.status === 403 || error.status === 410)) throw new CliError(error.message);
      throw error;
    }
    const poll = checkAnswer(cliLoginPollSchema, url, path, answer);
    if (poll.status === 'approved') return poll;
    await sleep(interval);
  }
  throw new CliError('Nobody approved the login in time: run `hunt login` again');
}

function hasDisplay(): boolean {
  if (process.platform === 'darwin' || process.platform === 'win32') return true;
  return Boolean(process.env.DISPLAY || process.env.WAYLAND_DISPLAY);
}

/** Opening the browser is a convenience: the URL is printed anyway, so a failure is ignored. */
async function openQuietly(url: string): Promise<void> {
  try {
    const { default: open } = await import('open');
    const child = await open(url);
    child.on('error', () => {});
    child.unref();
  } catch {
    // No browser here: the person copies the printed URL.
  }
}

/** `hunt logout`: forgets the token in the config file (the server keeps it until revoked or expired). */
export function logoutCommand(): Command {
  return new Command('logout').description('forget the saved token').action(async (_raw: unknown, command: Command) => {
    const out = outputFor(command);
    const file = configPath();
    const stored = await readStoredConfig(file);
    const hadToken = Boolean(stored.token);
    if (hadToken) await writeStoredConfig({ url: stored.url }, file);
    out.result({ loggedOut: hadToken, url: stored.url ?? null }, () =>
      out.line(
        hadToken
          ? `Logged out of ${stored.url}. The token is forgotten here; revoke it in the admin Overview or with \`hunt tokens revoke ID\`.`
          : 'Not logged in: nothing to forget.',
      ),
    );
  });
}

/** `hunt whoami`: who the token in effect belongs to. */
export function whoamiCommand(): Command {
  return new Command('whoami').description('show the server and the administrator the token belongs to').action(async (_raw: unknown, command: Command) => {
    const { out, transport, url, tokenSource } = await connect(command);
    const user = await participantApi(transport).user();
    out.result({ url, email: user.email, role: user.role, tokenFrom: tokenSource }, () => out.line(`${user.email} (${user.role}) at ${url}`));
  });
}
