import { i18n } from '@lingui/core';
import { DEFAULT_LANGUAGE, type Language } from '../../../core/language';
import type { z } from 'zod';
import { eventCreateSchema, type EventDto, type EventUpdateInput, type LeaderboardVisibility } from '../../../core/admin';
import type { LocationPolicy } from '../../../core/place';
import type { PrizeTierDto } from '../../../core/prizeTiers';
import { DEFAULT_PRIZE_TIERS } from '../../../core/constants';
import { TEAM_SIZE_DEFAULT, TEAM_SIZE_MAX, type DivisionChoice, type EventMode, type TeamFormation } from '../../../core/teams';
import { coreText, zodWords } from '../shared/coreWords';

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
  locationPolicy: LocationPolicy;
  /** Minutes before the end when the public board freezes, as typed ('0': never). */
  freezeMinutes: string;
  mode: EventMode;
  /** The most members a team has, as typed. */
  teamSize: string;
  teamFormation: TeamFormation;
  lateJoining: boolean;
  divisionChoice: DivisionChoice;
  language: Language;
}

let nextTierKey = 1;

export function newTier(percentile = '', prizeName = '', prizeDescription = ''): PrizeTierForm {
  return { key: nextTierKey++, percentile, prizeName, prizeDescription };
}

/** A new event starts with the default tiers (Platinum 99 … Bronze 75) and a live leaderboard. */
export function emptyEventForm(): EventForm {
  return {
    name: '',
    description: '',
    startDate: '',
    endDate: '',
    prizeTiers: DEFAULT_PRIZE_TIERS.map((tier) => newTier(String(tier.percentile), tier.prizeName, tier.prizeDescription)),
    leaderboardVisibility: 'live',
    locationPolicy: 'flag',
    freezeMinutes: '0',
    mode: 'solo',
    teamSize: String(TEAM_SIZE_DEFAULT),
    teamFormation: 'students',
    lateJoining: false,
    divisionChoice: 'students',
    language: DEFAULT_LANGUAGE,
  };
}

/** An event as the form shows it for editing, its dates in local time to the minute. */
export function eventFormOf(event: EventDto): EventForm {
  return {
    name: event.name,
    description: event.description ?? '',
    startDate: localInputValue(event.startDate),
    endDate: localInputValue(event.endDate),
    prizeTiers: prizeTierForms(event.prizeTiers),
    leaderboardVisibility: event.leaderboardVisibility,
    locationPolicy: event.locationPolicy,
    freezeMinutes: String(event.freezeMinutes),
    mode: event.mode,
    teamSize: String(event.teamSize),
    teamFormation: event.teamFormation,
    lateJoining: event.lateJoining,
    divisionChoice: event.divisionChoice,
    language: event.language,
  };
}

/**
 * Team size, who forms teams and late joining matter only when teams are played: the form shows
 * them then, and sends them only then, so a solo event keeps its stored team settings.
 */
export function playsInTeams(mode: EventMode): boolean {
  return mode !== 'solo';
}

/** A clone's form: the source's settings and prize tiers under a new name, its dates still to choose. */
export function cloneFormOf(event: EventDto): EventForm {
  return { ...eventFormOf(event), name: `${event.name} (copy)`, startDate: '', endDate: '' };
}

/** 'YYYY-MM-DDTHH:mm' in local time, as a datetime-local input holds it. */
export function localInputValue(iso: string): string {
  const date = new Date(iso);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A running event keeps its start: the form shows it but does not let it change. */
export function startIsFixed(event: Pick<EventDto, 'status'>): boolean {
  return event.status === 'active';
}

/**
 * The body of PATCH /api/admin/events/{id}: only what the form changed, so a date shown to the
 * minute is not sent back rounded, and a running event's start is never sent. Empty when
 * nothing changed. Send it once validateEventForm finds nothing.
 */
export function eventChanges(form: EventForm, original: EventDto): EventUpdateInput {
  const before = eventBody(eventFormOf(original));
  const after = eventBody(form);
  const changes: EventUpdateInput = {};
  if (after.name !== original.name) changes.name = after.name;
  if (after.description !== original.description) changes.description = after.description;
  if (after.startDate !== before.startDate && !startIsFixed(original)) changes.startDate = after.startDate;
  if (after.endDate !== before.endDate) changes.endDate = after.endDate;
  if (JSON.stringify(after.prizeTiers) !== JSON.stringify(before.prizeTiers)) changes.prizeTiers = after.prizeTiers;
  if (after.leaderboardVisibility !== original.leaderboardVisibility) changes.leaderboardVisibility = after.leaderboardVisibility;
  if (after.locationPolicy !== original.locationPolicy) changes.locationPolicy = after.locationPolicy;
  if (after.freezeMinutes !== original.freezeMinutes) changes.freezeMinutes = after.freezeMinutes;
  if (after.mode !== original.mode) changes.mode = after.mode;
  if (after.teamSize !== undefined && after.teamSize !== original.teamSize) changes.teamSize = after.teamSize;
  if (after.teamFormation !== undefined && after.teamFormation !== original.teamFormation) changes.teamFormation = after.teamFormation;
  if (after.lateJoining !== undefined && after.lateJoining !== original.lateJoining) changes.lateJoining = after.lateJoining;
  if (after.divisionChoice !== original.divisionChoice) changes.divisionChoice = after.divisionChoice;
  if (after.language !== original.language) changes.language = after.language;
  return changes;
}

/** 'Edit' is offered until the event is completed. */
export function canEdit(event: Pick<EventDto, 'status'>): boolean {
  return event.status !== 'completed';
}

/** An event that has started has play of its own: its board and its export ('Board', 'Export'). */
export function hasPlay(event: Pick<EventDto, 'status'>): boolean {
  return event.status !== 'scheduled';
}

/** A tier can be removed only while more than one exists. */
export function removeTier(tiers: readonly PrizeTierForm[], key: number): PrizeTierForm[] {
  return tiers.length > 1 ? tiers.filter((tier) => tier.key !== key) : [...tiers];
}

/** The number typed, or NaN (which no schema accepts) when nothing is. */
function parsePercentile(value: string): number {
  return value.trim() ? Number(value) : Number.NaN;
}

/** The team settings to send: none for a solo event (see playsInTeams); the size as typed, NaN (refused) when empty. */
function teamSettingsInput(form: EventForm): Pick<EventBody, 'teamSize' | 'teamFormation' | 'lateJoining'> {
  if (!playsInTeams(form.mode)) return {};
  return { teamSize: form.teamSize.trim() ? Number(form.teamSize) : Number.NaN, teamFormation: form.teamFormation, lateJoining: form.lateJoining };
}

/** Prize tiers as typed, as the server's schema reads them (an event's, or a division's own). */
export function prizeTiersInput(tiers: readonly PrizeTierForm[]) {
  return tiers.map((tier) => ({
    percentile: parsePercentile(tier.percentile),
    prizeName: tier.prizeName.trim(),
    prizeDescription: tier.prizeDescription.trim() || null,
  }));
}

/** The form's rows of stored tiers (a division's own, an event's). */
export function prizeTierForms(tiers: readonly PrizeTierDto[]): PrizeTierForm[] {
  return tiers.map((tier) => newTier(String(tier.percentile), tier.prizeName, tier.prizeDescription ?? ''));
}

/** The words for a problem with prize tier `index` (from 0) in `tierField`, as the event's and a division's forms say it. */
export function prizeTierProblem(index: unknown, tierField: unknown, issue: z.core.$ZodIssue): string {
  if (typeof index !== 'number') return i18n._({ id: 'admin.events.tiersProblem', message: 'Prize tiers: {problem}', values: { problem: coreText(i18n, issue.message) } });
  const tier = index + 1;
  if (tierField === 'percentile') return i18n._({ id: 'admin.events.tierPercentile', message: 'Prize tier {tier}: percentile must be a number from 0 to 100', values: { tier } });
  if (tierField === 'prizeName' && issue.code === 'too_small') return i18n._({ id: 'admin.events.tierName', message: 'Prize tier {tier} needs a prize name', values: { tier } });
  return i18n._({ id: 'admin.events.tierProblem', message: 'Prize tier {tier}: {problem}', values: { tier, problem: coreText(i18n, issue.message) } });
}

/** The event as the server's schema reads it; dates stay as typed (local time), as the schema coerces them. */
function eventInput(form: EventForm) {
  return {
    name: form.name.trim(),
    description: form.description.trim() || null,
    startDate: form.startDate,
    endDate: form.endDate,
    prizeTiers: prizeTiersInput(form.prizeTiers),
    leaderboardVisibility: form.leaderboardVisibility,
    locationPolicy: form.locationPolicy,
    // Empty is no freeze; anything else the schema judges as typed.
    freezeMinutes: form.freezeMinutes.trim() === '' ? 0 : Number(form.freezeMinutes),
    mode: form.mode,
    ...teamSettingsInput(form),
    divisionChoice: form.divisionChoice,
    language: form.language,
  };
}

/**
 * The first problem, or null. The form is checked by the server's own eventCreateSchema, so the
 * panel refuses exactly what the server refuses, in the same words.
 */
export function validateEventForm(form: EventForm): string | null {
  const parsed = eventCreateSchema.safeParse(eventInput(form), zodWords(i18n));
  const issue = parsed.success ? undefined : parsed.error.issues[0];
  return issue ? formMessage(issue) : null;
}

function formMessage(issue: z.core.$ZodIssue): string {
  const [field, index, tierField] = issue.path;
  switch (field) {
    case 'name':
      return issue.code === 'too_big'
        ? i18n._({ id: 'admin.events.nameProblem', message: 'Name: {problem}', values: { problem: coreText(i18n, issue.message) } })
        : i18n._({ id: 'admin.events.nameRequired', message: 'Name is required' });
    case 'startDate':
      return i18n._({ id: 'admin.events.startRequired', message: 'Start date is required' });
    case 'endDate':
      return issue.code === 'custom'
        ? i18n._({ id: 'admin.events.endBeforeStart', message: 'End date must be after the start date' })
        : i18n._({ id: 'admin.events.endRequired', message: 'End date is required' });
    case 'prizeTiers':
      return prizeTierProblem(index, tierField, issue);
    case 'teamSize':
      return i18n._({ id: 'admin.events.teamSizeProblem', message: 'Team size must be a whole number from 2 to {max}', values: { max: TEAM_SIZE_MAX } });
    default:
      return field === undefined ? coreText(i18n, issue.message) : `${String(field)}: ${coreText(i18n, issue.message)}`;
  }
}

export interface EventBody {
  name: string;
  description: string | null;
  startDate: string;
  endDate: string;
  prizeTiers: { percentile: number; prizeName: string; prizeDescription: string | null }[];
  leaderboardVisibility: LeaderboardVisibility;
  locationPolicy: LocationPolicy;
  freezeMinutes: number;
  mode: EventMode;
  /** Absent for a solo event, whose stored team settings stay as they are. */
  teamSize?: number;
  teamFormation?: TeamFormation;
  lateJoining?: boolean;
  divisionChoice: DivisionChoice;
  language: Language;
}

/** The body of POST /api/admin/events; dates go out as ISO instants. Send it once validateEventForm finds nothing. */
export function eventBody(form: EventForm): EventBody {
  return { ...eventInput(form), startDate: new Date(form.startDate).toISOString(), endDate: new Date(form.endDate).toISOString() };
}

/** A date and time in the admin's tables, written the way the language on screen writes them. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : i18n.date(date, { dateStyle: 'medium', timeStyle: 'short' });
}

/** 'Complete' is offered only on active events. */
export function canComplete(event: Pick<EventDto, 'status'>): boolean {
  return event.status === 'active';
}

type EventTimes = Pick<EventDto, 'status' | 'startDate' | 'endDate'>;

/** 'Start Now' is offered on scheduled events. */
export function canStart(event: Pick<EventDto, 'status'>): boolean {
  return event.status === 'scheduled';
}

/**
 * Why 'Start Now' cannot be used on this scheduled event at the moment, in the server's
 * words, or null when it can: the server refuses an event whose end has passed, and any while
 * another event is active.
 */
export function startBlocker(event: EventTimes, active: Pick<EventDto, 'name'> | undefined, now = Date.now()): string | null {
  if (new Date(event.endDate).getTime() <= now) return i18n._({ id: 'admin.events.endPassed', message: 'This event cannot start: its end date has passed' });
  if (active) return i18n._({ id: 'admin.events.otherActive', message: 'Another event is active: complete {name} first', values: { name: active.name } });
  return null;
}

/** Live: active and within its dates, so students can scan now (an active event past its end is about to complete). */
export function isLive(event: EventTimes, now = Date.now()): boolean {
  return event.status === 'active' && new Date(event.startDate).getTime() <= now && now < new Date(event.endDate).getTime();
}
