import cliProgress from 'cli-progress';
import type { Output } from './output';

export interface Progress {
  /** One item done; `label` says which. */
  tick(label?: string): void;
  stop(): void;
}

const SILENT: Progress = { tick() {}, stop() {} };

/** A progress bar on stderr for bulk work, only for a person at a terminal and never with --json. */
export function startProgress(out: Output, total: number, title: string): Progress {
  if (out.json || !process.stderr.isTTY || total < 2) return SILENT;
  const bar = new cliProgress.SingleBar(
    { format: `${title} [{bar}] {value}/{total} {label}`, stream: process.stderr, hideCursor: true, clearOnComplete: true },
    cliProgress.Presets.shades_classic,
  );
  bar.start(total, 0, { label: '' });
  return {
    tick(label = '') {
      bar.increment(1, { label });
    },
    stop() {
      bar.stop();
    },
  };
}
