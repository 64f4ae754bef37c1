import type { Position, PositionError } from '../../core/place';

/** What the device said: where it is, or why it would not say. */
export type Located = { position: Position } | { positionError: PositionError };

/** The place check asks for high accuracy, and no more than 10 s of waiting. */
const OPTIONS: PositionOptions = { enableHighAccuracy: true, timeout: 10_000, maximumAge: 0 };
const ERRORS: Record<number, PositionError> = { 1: 'denied', 2: 'unavailable', 3: 'timeout' };

/** Asks the device where it is (the browser may ask the student first). Never rejects. */
export function locate(): Promise<Located> {
  if (!('geolocation' in navigator)) return Promise.resolve({ positionError: 'unsupported' });
  return new Promise((resolve) => {
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => resolve({ position: { latitude: coords.latitude, longitude: coords.longitude, accuracy: Math.min(coords.accuracy, 100_000) } }),
      (error) => resolve({ positionError: ERRORS[error.code] ?? 'unavailable' }),
      OPTIONS,
    );
  });
}

/**
 * The position, only when the student has already let the app have it (no prompt): a scan kept
 * offline takes it along, in case its code turns out to check places when it is sent.
 */
export async function locateIfAllowed(): Promise<Located | Record<string, never>> {
  try {
    const permission = await navigator.permissions.query({ name: 'geolocation' });
    if (permission.state !== 'granted') return {};
  } catch {
    return {};
  }
  const located = await locate();
  return 'position' in located ? located : {};
}
