import { z } from 'zod';
import { multiLineText, singleLineText } from './text';
import { worded } from './wording';

/** The most prize tiers an event (or a division) has. */
export const MAX_PRIZE_TIERS = 20;

/** A prize tier as an organiser sets it: what a place at `percentile` or better wins (core/ranking.ts prizeFor). */
export const prizeTierSchema = z.object({
  percentile: z.number({ error: 'percentile must be a number' }).min(0, 'percentile must be from 0 to 100').max(100, 'percentile must be from 0 to 100'),
  prizeName: singleLineText('prizeName').min(1, 'prizeName is required').max(100),
  prizeDescription: multiLineText('prizeDescription').max(500).nullable().default(null),
});

export const prizeTiersSchema = z.array(prizeTierSchema).max(MAX_PRIZE_TIERS, worded('prizeTiers must have at most {max} tiers', { max: MAX_PRIZE_TIERS }));

export interface PrizeTierDto {
  percentile: number;
  prizeName: string;
  prizeDescription: string | null;
}
