import type { FairPlayMarkDto, FairPlayMarkKind } from './admin';
import type { ScanSource } from './contracts';

/** What each kind of mark means, as the Fair Play section and `hunt fairplay list` name it. */
export const MARK_TITLES: Record<FairPlayMarkKind, string> = {
  far: 'Far from the code',
  no_position: 'No position',
  imprecise: 'Imprecise position',
  travel: 'Impossible travel',
  fast: 'Too fast',
  delayed: 'Sent late',
};

/** How a marked scan's code arrived: a code shared in a chat is typed, not scanned. */
export const SOURCE_TITLES: Record<ScanSource, string> = {
  camera: 'scanned in the app',
  link: 'opened from a printed link',
  typed: 'typed by hand',
};

const POSITION_ERRORS: Record<string, string> = {
  denied: 'location refused',
  unavailable: 'no location available',
  timeout: 'location timed out',
  unsupported: 'no location on this device',
};

/** A mark's evidence in one line: distances in metres, times in seconds, speed in m/s. */
export function describeMark(mark: Pick<FairPlayMarkDto, 'kind' | 'evidence' | 'delaySeconds'> & { source?: ScanSource | null }): string {
  const delay = mark.kind !== 'delayed' && mark.delaySeconds ? `, sent ${mark.delaySeconds} s late` : '';
  const source = mark.source ? `; ${SOURCE_TITLES[mark.source]}` : '';
  return `${evidenceText(mark.kind, mark.evidence)}${delay}${source}`;
}

function evidenceText(kind: FairPlayMarkKind, evidence: FairPlayMarkDto['evidence']): string {
  switch (kind) {
    case 'far':
      return `${evidence.distanceM} m from the code (radius ${evidence.radiusM} m, accuracy ±${evidence.accuracyM} m)`;
    case 'imprecise':
      return `accuracy ±${evidence.accuracyM} m, worse than the ${evidence.accuracyCapM} m that counts (${evidence.distanceM} m from the code)`;
    case 'travel':
      return `${evidence.distanceM} m from the previous code in ${evidence.seconds} s (${evidence.speedMps} m/s)`;
    case 'fast':
      return `${evidence.seconds} s after the previous find (at least ${evidence.minSeconds} s expected)`;
    case 'delayed':
      return `made ${evidence.delaySeconds} s before it was sent (at most ${evidence.maxOfflineSeconds} s expected)`;
    case 'no_position':
      return POSITION_ERRORS[String(evidence.positionError)] ?? 'no position';
  }
}
