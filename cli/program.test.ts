import { Command } from 'commander';
import inquirer from 'inquirer';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PromptCancelled } from './lib/errors';
import { ask } from './lib/prompt';
import { createProgram, run } from './program';

vi.mock('inquirer', () => ({ default: { prompt: vi.fn() } }));

/** What inquirer throws when the person presses Ctrl+C at a prompt. */
class ExitPromptError extends Error {
  override name = 'ExitPromptError';
}

const askName = () => ask<string>({ type: 'input', message: 'Piece name', validate: () => true });

afterEach(() => {
  vi.restoreAllMocks();
});

describe('Ctrl+C at a prompt', () => {
  it('becomes PromptCancelled; other prompt failures pass through', async () => {
    vi.mocked(inquirer.prompt).mockRejectedValueOnce(new ExitPromptError('User force closed the prompt with SIGINT'));
    await expect(askName()).rejects.toBeInstanceOf(PromptCancelled);
    vi.mocked(inquirer.prompt).mockRejectedValueOnce(new TypeError('broken'));
    await expect(askName()).rejects.toThrow(TypeError);
  });

  it('exits 130 without printing anything', async () => {
    vi.mocked(inquirer.prompt).mockRejectedValueOnce(new ExitPromptError('User force closed the prompt with SIGINT'));
    const stderr = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    const stdout = vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
    const program = createProgram().addCommand(new Command('ask').action(async () => void (await askName())));
    expect(await run(program, ['node', 'hunt', 'ask'])).toBe(130);
    expect(stderr).not.toHaveBeenCalled();
    expect(stdout).not.toHaveBeenCalled();
  });
});
