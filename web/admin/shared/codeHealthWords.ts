import type { I18n } from '@lingui/core';
import type { CodeHealthFlag } from '../../../core/codeHealth';

/** A flag in the reader's language (its `message` is the server's English, for programs). */
export function flagText(i18n: I18n, flag: CodeHealthFlag): string {
  if (flag.kind === 'no_active_code') return i18n._({ id: 'admin.health.noActiveCode', message: 'No active QR code: students cannot collect this piece' });
  if (flag.kind === 'not_found') return i18n._({ id: 'admin.health.notFound', message: 'Not found for {minutes} min', values: { minutes: flag.minutes } });
  return i18n._({
    id: 'admin.health.triggerUnreachable',
    message: 'Triggers at {triggerCount, plural, one {# piece} other {# pieces}}, but only {collectable} can be collected',
    values: { triggerCount: flag.triggerCount, collectable: flag.collectable },
  });
}
