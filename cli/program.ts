import { Command } from 'commander';

/** The `hunt` program. Commands register here, one file each under commands/. */
export function createProgram(): Command {
  return new Command('hunt')
    .description('Set up, print, run and close a Campus Hunt event from a terminal or from CI.')
    .version('0.1.0')
    .option('--url <url>', 'server URL (or HUNT_URL)')
    .option('--token <token>', 'API token (or HUNT_TOKEN)')
    .option('--json', 'print machine-readable JSON')
    .option('--verbose', 'print stack traces on errors');
}
