import { UsageError } from './errors';

type Env = Record<string, string | undefined>;

// inquirer loads only when someone is actually asked.

/** Prompts happen only with a person at a terminal: stdin and stdout are TTYs and CI is not set. */
export function isInteractive(
  env: Env = process.env,
  streams: { stdin: { isTTY?: boolean }; stdout: { isTTY?: boolean } } = process,
): boolean {
  const ci = (env.CI ?? '').trim().toLowerCase();
  const underCi = ci !== '' && ci !== '0' && ci !== 'false';
  return Boolean(streams.stdin.isTTY && streams.stdout.isTTY) && !underCi;
}

export function missing(flag: string): UsageError {
  return new UsageError(`Missing ${flag} (required when not running interactively)`);
}

export interface AskOptions {
  /** The flag that supplies the value, named in the error when no one can be asked. */
  flag: string;
  message: string;
  default?: string;
  /** true, or the problem to show while asking again. */
  validate?: (value: string) => true | string;
}

/** The value given on the command line, else asked for on a TTY, else a usage error naming the flag. */
export async function valueOrAsk(value: string | undefined, options: AskOptions): Promise<string> {
  if (value !== undefined && value !== '') return value;
  if (!isInteractive()) throw missing(options.flag);
  const { default: inquirer } = await import('inquirer');
  const answer = await inquirer.prompt<{ value: string }>([
    {
      type: 'input',
      name: 'value',
      message: options.message,
      default: options.default,
      validate: (input: string) => (input.trim() ? (options.validate?.(input.trim()) ?? true) : `${options.message} is required`),
    },
  ]);
  return answer.value.trim();
}

/** One of `choices`, given or picked from a list on a TTY. */
export async function choiceOrAsk<T extends string | number>(
  value: T | undefined,
  options: { flag: string; message: string; choices: readonly { name: string; value: T }[] },
): Promise<T> {
  if (value !== undefined) return value;
  if (!isInteractive()) throw missing(options.flag);
  if (options.choices.length === 0) throw new UsageError(`Nothing to choose for ${options.flag}`);
  const { default: inquirer } = await import('inquirer');
  const answer = await inquirer.prompt<{ value: T }>([
    { type: 'select', name: 'value', message: options.message, choices: options.choices.map((choice) => ({ ...choice })) },
  ]);
  return answer.value as T;
}
