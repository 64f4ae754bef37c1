import type { FairPlayMarkDto, FairPlayMarkKind } from './admin';
import type { ScanSource } from './contracts';

/**
 * A text about a mark: its message id and English (the admin panel translates it through its
 * catalog, lingui.config.ts; the CLI, which stays English, writes the English with `english`).
 */
export interface MarkText {
  id: string;
  message: string;
  values?: Record<string, unknown>;
}

/** The English of a text: its `{name}` placeholders filled in. */
export const english = ({ message, values = {} }: MarkText): string => message.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name]));

/** What each kind of mark means, as the Fair Play section and `hunt fairplay list` name it. */
export const MARK_TITLES: Record<FairPlayMarkKind, MarkText> = {
  far: /*i18n*/ { id: 'admin.fairPlay.mark.far', message: 'Far from the code' },
  no_position: /*i18n*/ { id: 'admin.fairPlay.mark.noPosition', message: 'No position' },
  imprecise: /*i18n*/ { id: 'admin.fairPlay.mark.imprecise', message: 'Imprecise position' },
  travel: /*i18n*/ { id: 'admin.fairPlay.mark.travel', message: 'Impossible travel' },
  fast: /*i18n*/ { id: 'admin.fairPlay.mark.fast', message: 'Too fast' },
  delayed: /*i18n*/ { id: 'admin.fairPlay.mark.delayed', message: 'Sent late' },
};

/** How a marked scan's code arrived: a code shared in a chat is typed, not scanned. */
export const SOURCE_TITLES: Record<ScanSource, MarkText> = {
  camera: /*i18n*/ { id: 'admin.fairPlay.source.camera', message: 'scanned in the app' },
  link: /*i18n*/ { id: 'admin.fairPlay.source.link', message: 'opened from a printed link' },
  typed: /*i18n*/ { id: 'admin.fairPlay.source.typed', message: 'typed by hand' },
};

const POSITION_ERRORS: Record<string, MarkText> = {
  denied: /*i18n*/ { id: 'admin.fairPlay.position.denied', message: 'location refused' },
  unavailable: /*i18n*/ { id: 'admin.fairPlay.position.unavailable', message: 'no location available' },
  timeout: /*i18n*/ { id: 'admin.fairPlay.position.timeout', message: 'location timed out' },
  unsupported: /*i18n*/ { id: 'admin.fairPlay.position.unsupported', message: 'no location on this device' },
};
const NO_POSITION: MarkText = /*i18n*/ { id: 'admin.fairPlay.position.none', message: 'no position' };

/**
 * A mark's evidence in one line: distances in metres, times in seconds, speed in m/s, written by
 * `say` (the admin panel's `i18n._`, or `english`).
 */
export function describeMark(mark: Pick<FairPlayMarkDto, 'kind' | 'evidence' | 'delaySeconds'> & { source?: ScanSource | null }, say: (text: MarkText) => string = english): string {
  const delay = mark.kind !== 'delayed' && mark.delaySeconds ? say(/*i18n*/ { id: 'admin.fairPlay.sentLate', message: ', sent {seconds} s late', values: { seconds: mark.delaySeconds } }) : '';
  const source = mark.source ? `; ${say(SOURCE_TITLES[mark.source])}` : '';
  return `${say(evidenceText(mark.kind, mark.evidence))}${delay}${source}`;
}

function evidenceText(kind: FairPlayMarkKind, values: FairPlayMarkDto['evidence']): MarkText {
  switch (kind) {
    case 'far':
      return /*i18n*/ { id: 'admin.fairPlay.evidence.far', message: '{distanceM} m from the code (radius {radiusM} m, accuracy ±{accuracyM} m)', values };
    case 'imprecise':
      return /*i18n*/ { id: 'admin.fairPlay.evidence.imprecise', message: 'accuracy ±{accuracyM} m, worse than the {accuracyCapM} m that counts ({distanceM} m from the code)', values };
    case 'travel':
      return /*i18n*/ { id: 'admin.fairPlay.evidence.travel', message: '{distanceM} m from the previous code in {seconds} s ({speedMps} m/s)', values };
    case 'fast':
      return /*i18n*/ { id: 'admin.fairPlay.evidence.fast', message: '{seconds} s after the previous find (at least {minSeconds} s expected)', values };
    case 'delayed':
      return /*i18n*/ { id: 'admin.fairPlay.evidence.delayed', message: 'made {delaySeconds} s before it was sent (at most {maxOfflineSeconds} s expected)', values };
    case 'no_position':
      return POSITION_ERRORS[String(values.positionError)] ?? NO_POSITION;
  }
}
