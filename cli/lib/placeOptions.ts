import type { Command } from 'commander';
import { z } from 'zod';
import { placeSchema, type Place } from '../../core/place';
import { UsageError } from './errors';

/** `--lat`, `--lng` and `--radius` as commander hands them over (strings). */
export const placeOptionsSchema = z.object({
  lat: z.coerce.number({ error: 'must be a number' }).optional(),
  lng: z.coerce.number({ error: 'must be a number' }).optional(),
  radius: z.coerce.number({ error: 'must be a number' }).optional(),
});
type PlaceOptions = z.infer<typeof placeOptionsSchema>;

const FLAGS: Record<string, string> = { latitude: '--lat', longitude: '--lng', radiusM: '--radius' };

export function addPlaceOptions(command: Command): Command {
  return command
    .option('--lat <degrees>', 'latitude of where the code hangs (with --lng)')
    .option('--lng <degrees>', 'longitude of where the code hangs (with --lat)')
    .option('--radius <metres>', 'how far from that point a scan still counts as there (default 75)');
}

/** The place the options give, or undefined when they give none; a half-given place is a usage error. */
export function placeFromOptions({ lat, lng, radius }: PlaceOptions): Place | undefined {
  if (lat === undefined && lng === undefined) {
    if (radius !== undefined) throw new UsageError('--radius: give --lat and --lng with it');
    return undefined;
  }
  if (lat === undefined || lng === undefined) throw new UsageError(`${lat === undefined ? '--lat' : '--lng'}: give --lat and --lng together`);
  const parsed = placeSchema.safeParse({ latitude: lat, longitude: lng, radiusM: radius });
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  throw new UsageError(`${FLAGS[String(issue?.path[0])] ?? '--lat'}: ${issue?.message ?? 'invalid place'}`);
}
