import inquirer from 'inquirer';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CliError, UsageError } from './errors';
import { confirmation } from './prompt';

vi.mock('inquirer', () => ({ default: { prompt: vi.fn() } }));

/** Pretends a person is at a terminal (or not), outside CI. */
function atTerminal(tty: boolean): void {
  vi.stubEnv('CI', '');
  vi.spyOn(process.stdin, 'isTTY', 'get').mockReturnValue(tty);
  vi.spyOn(process.stdout, 'isTTY', 'get').mockReturnValue(tty);
}

// Not a TTY, a stream may have no isTTY at all: give it one to stub.
beforeEach(() => {
  for (const stream of [process.stdin, process.stdout]) if (!Object.getOwnPropertyDescriptor(stream, 'isTTY')?.get) Object.defineProperty(stream, 'isTTY', { get: () => false, configurable: true });
});
afterEach(() => {
  vi.clearAllMocks();
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
});

describe('confirmation', () => {
  it('goes ahead with --yes without asking anyone', async () => {
    atTerminal(true);
    await confirmation(true).confirm('Erase?', 'Nothing erased');
    expect(inquirer.prompt).not.toHaveBeenCalled();
  });

  it('asks a person at a terminal, no by default, and a no erases nothing', async () => {
    atTerminal(true);
    vi.mocked(inquirer.prompt).mockResolvedValueOnce({ value: true });
    await confirmation(false).confirm('Erase kim?', 'Nothing erased');
    expect(vi.mocked(inquirer.prompt).mock.calls[0]?.[0]).toEqual([{ type: 'confirm', message: 'Erase kim?', default: false, name: 'value' }]);
    vi.mocked(inquirer.prompt).mockResolvedValueOnce({ value: false });
    await expect(confirmation(false).confirm('Erase kim?', 'Nothing erased: kim keeps their account')).rejects.toEqual(
      new CliError('Nothing erased: kim keeps their account'),
    );
  });

  it('without a terminal, fails at once naming --yes', () => {
    atTerminal(false);
    expect(() => confirmation(false)).toThrow(new UsageError('Missing --yes (required when not running interactively)'));
    expect(inquirer.prompt).not.toHaveBeenCalled();
  });
});
