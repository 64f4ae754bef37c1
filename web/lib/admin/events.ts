import type { EventDto, LeaderboardVisibility } from '../../../core/admin';
import { DEFAULT_PRIZE_TIERS } from '../../../core/constants';

export interface PrizeTierForm {
  key: number;
  /** As typed; a number from 0 to 100 once valid. */
  percentile: string;
  prizeName: string;
  prizeDescription: string;
}

export interface EventForm {
  name: string;
  description: string;
  /** datetime-local values, 'YYYY-MM-DDTHH:mm' in local time. */
  startDate: string;
  endDate: string;
  prizeTiers: PrizeTierForm[];
  leaderboardVisibility: LeaderboardVisibility;
}

let nextTierKey = 1;

export function newTier(percentile = '', prizeName = '', prizeDescription = ''): PrizeTierForm {
  return { key: nextTierKey++, percentile, prizeName, prizeDescription };
}

/** A new event starts with SPEC's default tiers (Platinum 99 … Bronze 75) and a live leaderboard. */
export function emptyEventForm(): EventForm {
  return {
    name: '',
    description: '',
    startDate: '',
    endDate: '',
    prizeTiers: DEFAULT_PRIZE_TIERS.map((tier) => newTier(String(tier.percentile), tier.prizeName, tier.prizeDescription)),
    leaderboardVisibility: 'live',
  };
}

/** A tier can be removed only while more than one exists. */
export function removeTier(tiers: readonly PrizeTierForm[], key: number): PrizeTierForm[] {
  return tiers.length > 1 ? tiers.filter((tier) => tier.key !== key) : [...tiers];
}

function parsePercentile(value: string): number | null {
  if (!value.trim()) return null;
  const number = Number(value);
  return Number.isFinite(number) && number >= 0 && number <= 100 ? number : null;
}

function parseLocal(value: string): Date | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** The first problem, or null (SPEC section 5 'Event', plus the server's end-after-start rule). */
export function validateEventForm(form: EventForm): string | null {
  if (!form.name.trim()) return 'Name is required';
  const start = parseLocal(form.startDate);
  const end = parseLocal(form.endDate);
  if (!start) return 'Start date is required';
  if (!end) return 'End date is required';
  if (end <= start) return 'End date must be after the start date';
  for (const [index, tier] of form.prizeTiers.entries()) {
    if (parsePercentile(tier.percentile) === null) return `Prize tier ${index + 1}: percentile must be a number from 0 to 100`;
    if (!tier.prizeName.trim()) return `Prize tier ${index + 1} needs a prize name`;
  }
  return null;
}

export interface EventBody {
  name: string;
  description: string | null;
  startDate: string;
  endDate: string;
  prizeTiers: { percentile: number; prizeName: string; prizeDescription: string | null }[];
  leaderboardVisibility: LeaderboardVisibility;
}

/** The body of POST /api/admin/events; dates go out as ISO instants. Call after validateEventForm. */
export function eventBody(form: EventForm): EventBody {
  return {
    name: form.name.trim(),
    description: form.description.trim() || null,
    startDate: (parseLocal(form.startDate) ?? new Date(NaN)).toISOString(),
    endDate: (parseLocal(form.endDate) ?? new Date(NaN)).toISOString(),
    prizeTiers: form.prizeTiers.map((tier) => ({
      percentile: parsePercentile(tier.percentile) ?? 0,
      prizeName: tier.prizeName.trim(),
      prizeDescription: tier.prizeDescription.trim() || null,
    })),
    leaderboardVisibility: form.leaderboardVisibility,
  };
}

const DATE_FORMAT = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : DATE_FORMAT.format(date);
}

/** 'Complete' is offered only on active events (SPEC section 4). */
export function canComplete(event: Pick<EventDto, 'status'>): boolean {
  return event.status === 'active';
}
