import { i18n } from '@lingui/core';
import { failureWords } from '../../lib/api';
import type { ScanFailure } from '../../lib/scans/sendScan';

/**
 * The words under 'Scan Failed' (docs/product.md, Scanner): the server's when it answered, else
 * what the network said, else 'Invalid code'.
 */
export function scanFailedText(failure: ScanFailure): string {
  const words = 'message' in failure ? failure.message : failureWords(failure.error);
  return words || i18n._({ id: 'scanner.invalidCode', message: 'Invalid code' });
}
