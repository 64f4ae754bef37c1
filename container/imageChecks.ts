import { podman, podmanOk } from './podman';

export interface ImageCheck {
  name: string;
  run(): Promise<void>;
}

/** What the image itself must be, before any server runs. */
export function imageChecks(tag: string, options: string[]): ImageCheck[] {
  const run = (args: string[]) => podman(['run', '--rm', ...options, tag, ...args]);
  return [
    {
      name: 'the hunt CLI runs from the image',
      async run() {
        const help = await podmanOk(['run', '--rm', ...options, tag, 'hunt', '--help']);
        if (!help.includes('tokens')) throw new Error(`hunt --help printed no command list:\n${help}`);
      },
    },
    {
      name: 'it runs as a user other than root',
      async run() {
        const { stdout } = await run(['id', '-u']);
        if (stdout.trim() === '0' || stdout.trim() === '') throw new Error(`the image runs as uid ${stdout.trim() || '(none)'}`);
      },
    },
    {
      name: 'it starts in production, refusing to run without its settings',
      async run() {
        const outcome = await run([]);
        if (outcome.code === 0 || !outcome.stderr.includes('SESSION_KEYS is required in production')) {
          throw new Error(`a start without settings exited ${outcome.code}:\n${outcome.stdout}${outcome.stderr}`);
        }
      },
    },
  ];
}
