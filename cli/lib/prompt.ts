import { CliError, PromptCancelled, UsageError } from './errors';

type Env = Record<string, string | undefined>;

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
  const answer = await ask<string>({
    type: 'input',
    message: options.message,
    default: options.default,
    validate: (input: string) => (input.trim() ? (options.validate?.(input.trim()) ?? true) : `${options.message} is required`),
  });
  return answer.trim();
}

/** One of `choices`, given or picked from a list on a TTY. */
export async function choiceOrAsk<T extends string | number>(
  value: T | undefined,
  options: { flag: string; message: string; choices: readonly { name: string; value: T }[] },
): Promise<T> {
  if (value !== undefined) return value;
  if (!isInteractive()) throw missing(options.flag);
  if (options.choices.length === 0) throw new UsageError(`Nothing to choose for ${options.flag}`);
  return ask<T>({ type: 'select', message: options.message, choices: options.choices.map((choice) => ({ ...choice })) });
}

/**
 * For what cannot be undone: `--yes` goes ahead; else a person at a terminal is asked (no by
 * default), and anywhere else it is a usage error naming the flag. Call it before any request,
 * so a job without `--yes` fails at once, then `confirm` once the details to show are known.
 */
export function confirmation(yes: boolean | undefined, flag = '--yes') {
  if (!yes && !isInteractive()) throw missing(flag);
  return {
    /** Resolves when confirmed; a 'no' is a failure that names what was left alone. */
    async confirm(message: string, declined: string): Promise<void> {
      if (yes) return;
      if (!(await ask<boolean>({ type: 'confirm', message, default: false }))) throw new CliError(declined);
    },
  };
}

type Question =
  | { type: 'input'; message: string; default?: string; validate: (input: string) => true | string }
  | { type: 'select'; message: string; choices: { name: string; value: string | number }[] }
  | { type: 'confirm'; message: string; default: boolean };

/**
 * One question through inquirer, which loads only when someone is actually asked. Ctrl+C
 * makes inquirer throw ExitPromptError (matched by name, as inquirer's README does: the class
 * lives in @inquirer/core); it becomes PromptCancelled, which exits 130 without a message.
 */
export async function ask<T>(question: Question): Promise<T> {
  const { default: inquirer } = await import('inquirer');
  try {
    const answer = await inquirer.prompt<{ value: T }>([{ ...question, name: 'value' }]);
    return answer.value as T;
  } catch (error) {
    if (error instanceof Error && error.name === 'ExitPromptError') throw new PromptCancelled();
    throw error;
  }
}
