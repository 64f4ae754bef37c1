import { Command, CommanderError } from 'commander';
import { describeError, exitCodeOf, PromptCancelled } from './lib/errors';
import { createOutput } from './lib/output';

/** The `hunt` program. Commands register in index.ts, one file each under commands/. */
export function createProgram(): Command {
  return new Command('hunt')
    .description('Set up, print, run and close a Campus Hunt event from a terminal or from CI.')
    .version('0.1.0')
    .option('--url <url>', 'server URL (or HUNT_URL)')
    .option('--token <token>', 'API token (or HUNT_TOKEN)')
    .option('--insecure', 'allow a plain http:// server URL on another machine (the token travels unencrypted)')
    .option('--json', 'print machine-readable JSON')
    .option('--verbose', 'print stack traces on errors');
}

/** Every command throws instead of exiting, so one place decides the exit code, and hints at --help. */
function configureAll(command: Command): void {
  command.exitOverride().showHelpAfterError('(add --help for usage)');
  for (const sub of command.commands) configureAll(sub);
}

/**
 * Runs the program and returns the exit code: 0 success, 1 failure, 2 usage (commander's own
 * usage errors included), 130 when the person pressed Ctrl+C at a prompt (quietly, like any
 * program interrupted by Ctrl+C). Every failure is one line on stderr; --verbose adds the stack.
 */
export async function run(program: Command, argv: readonly string[]): Promise<number> {
  configureAll(program);
  try {
    await program.parseAsync([...argv]);
    return 0;
  } catch (error) {
    if (error instanceof CommanderError) {
      // Commander has already printed its message (or the help / version).
      return error.code === 'commander.helpDisplayed' || error.code === 'commander.version' ? 0 : 2;
    }
    if (error instanceof PromptCancelled) return error.exitCode;
    const out = createOutput(program.opts());
    const code = exitCodeOf(error);
    out.error(describeError(error), code, verboseDetail(error));
    return code;
  }
}

function verboseDetail(error: unknown): string | undefined {
  if (!(error instanceof Error)) return undefined;
  const cause = error.cause instanceof Error ? `\nCaused by: ${error.cause.stack ?? error.cause.message}` : '';
  return `${error.stack ?? error.message}${cause}`;
}
