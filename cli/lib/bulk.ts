import { ApiError, CliError, NetworkError } from './errors';
import type { Output } from './output';
import { startProgress } from './progress';

export interface BulkReport {
  created: string[];
  skipped: string[];
  failed: { item: string; error: string }[];
}

/**
 * Runs one step per item with a progress bar. A failure of one item (a refused image, a 409)
 * is recorded and the rest go on; failures that would hit every item alike (no server,
 * 401, 403) stop the run at once.
 */
export async function runBulk<T>(
  out: Output,
  title: string,
  items: readonly T[],
  label: (item: T) => string,
  step: (item: T) => Promise<void>,
): Promise<BulkReport['failed']> {
  const failed: BulkReport['failed'] = [];
  const progress = startProgress(out, items.length, title);
  try {
    for (const item of items) {
      try {
        await step(item);
      } catch (error) {
        if (isFatal(error) || !(error instanceof CliError)) throw error;
        failed.push({ item: label(item), error: error instanceof ApiError ? `${error.message} (${error.status})` : error.message });
      }
      progress.tick(label(item));
    }
  } finally {
    progress.stop();
  }
  return failed;
}

function isFatal(error: unknown): boolean {
  return error instanceof NetworkError || (error instanceof ApiError && (error.status === 401 || error.status === 403 || error.status >= 500));
}

/** Prints what a bulk command did; any failure makes the command fail (exit 1) after the report. */
export function reportBulk(out: Output, what: string, report: BulkReport): void {
  out.result(report, () => {
    for (const name of report.created) out.line(`Created ${what} ${name}`);
    out.line(`${report.created.length} created, ${report.skipped.length} skipped (already there), ${report.failed.length} failed`);
  });
  for (const failure of report.failed) out.notice(`Failed: ${failure.item}: ${failure.error}`);
  if (report.failed.length > 0) throw new CliError(`${report.failed.length} of ${report.created.length + report.skipped.length + report.failed.length} ${what}s failed`);
}
