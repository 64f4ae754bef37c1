import type { FairPlayMarkDto, FairPlayMarkKind } from './admin';

/** What each kind of mark means, as the Fair Play section and `hunt fairplay list` name it. */
export const MARK_TITLES: Record<FairPlayMarkKind, string> = {
  far: 'Far from the code',
  no_position: 'No position',
  travel: 'Impossible travel',
};

const POSITION_ERRORS: Record<string, string> = {
  denied: 'location refused',
  unavailable: 'no location available',
  timeout: 'location timed out',
  unsupported: 'no location on this device',
};

/** A mark's evidence in one line: distances in metres, times in seconds, speed in m/s. */
export function describeMark(mark: Pick<FairPlayMarkDto, 'kind' | 'evidence' | 'delaySeconds'>): string {
  const { evidence } = mark;
  const delay = mark.delaySeconds ? `, sent ${mark.delaySeconds} s late` : '';
  if (mark.kind === 'far') return `${evidence.distanceM} m from the code (radius ${evidence.radiusM} m, accuracy ±${evidence.accuracyM} m)${delay}`;
  if (mark.kind === 'travel') return `${evidence.distanceM} m from the previous code in ${evidence.seconds} s (${evidence.speedMps} m/s)${delay}`;
  return `${POSITION_ERRORS[String(evidence.positionError)] ?? 'no position'}${delay}`;
}
