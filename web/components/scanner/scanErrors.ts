import { failureWords } from '../../lib/api';
import type { ScanFailure } from '../../lib/scans/sendScan';

/**
 * The words under 'Scan Failed' (docs/product.md, Scanner): the server's when it answered, else
 * what the network said, else 'Invalid code'.
 */
export function scanFailedText(failure: ScanFailure): string {
  const words = 'message' in failure ? failure.message : failureWords(failure.error);
  return words || 'Invalid code';
}
