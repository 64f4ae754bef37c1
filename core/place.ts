import { z } from 'zod';
import { worded } from './wording';

/**
 * Where a QR code hangs, and where a device says it is. The distance and travel rules that use
 * them run inside the scan's database call (hunt_distance_m and hunt_record_scan), so a scan's
 * checks and its collection are one transaction.
 */

export const DEFAULT_PLACE_RADIUS_M = 75;
export const MAX_PLACE_RADIUS_M = 10_000;
/** Longer than the scanner's 10 s wait for a position: a device's own answer, however poor, is kept. */
export const MAX_POSITION_ACCURACY_M = 100_000;

const latitude = z
  .number({ error: 'latitude must be a number' })
  .min(-90, 'latitude must be from -90 to 90')
  .max(90, 'latitude must be from -90 to 90');
const longitude = z
  .number({ error: 'longitude must be a number' })
  .min(-180, 'longitude must be from -180 to 180')
  .max(180, 'longitude must be from -180 to 180');

const RADIUS_RANGE = worded('radiusM must be from 1 to {max}', { max: MAX_PLACE_RADIUS_M });

export const placeSchema = z.object({
  latitude,
  longitude,
  radiusM: z
    .number({ error: 'radiusM must be a number' })
    .int('radiusM must be a whole number of metres')
    .min(1, RADIUS_RANGE)
    .max(MAX_PLACE_RADIUS_M, RADIUS_RANGE)
    .default(DEFAULT_PLACE_RADIUS_M),
});
export type Place = z.infer<typeof placeSchema>;

/** A device's answer to the Geolocation API: where, and how sure (metres, 95% confidence). */
export const positionSchema = z.object({
  latitude,
  longitude,
  accuracy: z
    .number({ error: 'accuracy must be a number' })
    .min(0, 'accuracy must not be negative')
    .max(MAX_POSITION_ACCURACY_M, 'accuracy is too large'),
});
export type Position = z.infer<typeof positionSchema>;

/** Why a device gave no position (the Geolocation API's three errors, and no API at all). */
export const positionErrorSchema = z.enum(['denied', 'unavailable', 'timeout', 'unsupported'], {
  error: "positionError must be 'denied', 'unavailable', 'timeout' or 'unsupported'",
});
export type PositionError = z.infer<typeof positionErrorSchema>;

export const locationPolicySchema = z.enum(['off', 'flag', 'enforce'], { error: "locationPolicy must be 'off', 'flag' or 'enforce'" });
export type LocationPolicy = z.infer<typeof locationPolicySchema>;
