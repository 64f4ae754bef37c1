import { beforeAll, describe, expect, it } from 'vitest';
import { activateLanguage } from '../../lib/language';
import type { EventDto } from '../../../core/admin';
import { canComplete, canEdit, canStart, emptyEventForm, eventBody, eventChanges, eventFormOf, isLive, newTier, playsInTeams, removeTier, startBlocker, validateEventForm, type EventForm } from './events';

// The panel's texts are its catalog's: read in English here, and in Spanish where it says so.
beforeAll(() => activateLanguage('en', ['admin']));

const valid = (): EventForm => ({ ...emptyEventForm(), name: 'Spring Hunt', startDate: '2025-04-01T09:00', endDate: '2025-04-01T17:00' });

describe('a new event', () => {
  it('starts with the four default tiers and a live leaderboard', () => {
    const form = emptyEventForm();
    expect(form.prizeTiers.map((t) => [t.percentile, t.prizeName, t.prizeDescription])).toEqual([
      ['99', 'Platinum Prize', 'Top 1%'],
      ['95', 'Gold Prize', 'Top 5%'],
      ['90', 'Silver Prize', 'Top 10%'],
      ['75', 'Bronze Prize', 'Top 25%'],
    ]);
    expect(form.leaderboardVisibility).toBe('live');
    expect(form.locationPolicy).toBe('flag');
  });

  it('is played solo, with teams of five formed by students and divisions picked by students, as the server defaults', () => {
    expect(emptyEventForm()).toMatchObject({ mode: 'solo', teamSize: '5', teamFormation: 'students', lateJoining: false, divisionChoice: 'students' });
  });

  it('keeps the last tier', () => {
    const one = [newTier('50', 'Prize')];
    expect(removeTier(one, one[0]!.key)).toHaveLength(1);
    const form = emptyEventForm();
    expect(removeTier(form.prizeTiers, form.prizeTiers[1]!.key).map((t) => t.prizeName)).toEqual([
      'Platinum Prize',
      'Silver Prize',
      'Bronze Prize',
    ]);
  });
});

describe('validateEventForm', () => {
  it('accepts a complete form', () => {
    expect(validateEventForm(valid())).toBeNull();
  });

  it('needs a name, both dates and an end after the start', () => {
    expect(validateEventForm({ ...valid(), name: ' ' })).toBe('Name is required');
    expect(validateEventForm({ ...valid(), startDate: '' })).toBe('Start date is required');
    expect(validateEventForm({ ...valid(), endDate: '' })).toBe('End date is required');
    expect(validateEventForm({ ...valid(), endDate: '2025-04-01T08:00' })).toBe('End date must be after the start date');
  });

  it('needs percentiles from 0 to 100 and prize names', () => {
    const form = valid();
    expect(validateEventForm({ ...form, prizeTiers: [newTier('101', 'X')] })).toMatch(/percentile must be a number from 0 to 100/);
    expect(validateEventForm({ ...form, prizeTiers: [newTier('-1', 'X')] })).toMatch(/percentile/);
    expect(validateEventForm({ ...form, prizeTiers: [newTier('', 'X')] })).toMatch(/percentile/);
    expect(validateEventForm({ ...form, prizeTiers: [newTier('0', ' ')] })).toBe('Prize tier 1 needs a prize name');
    expect(validateEventForm({ ...form, prizeTiers: [newTier('0', 'Everyone')] })).toBeNull();
    expect(validateEventForm({ ...form, prizeTiers: [newTier('50', 'Fine'), newTier('abc', 'X')] })).toBe('Prize tier 2: percentile must be a number from 0 to 100');
  });

  it('refuses what the server refuses, checked by the same schema', () => {
    expect(validateEventForm({ ...valid(), name: 'x'.repeat(201) })).toMatch(/^Name: /);
    expect(validateEventForm({ ...valid(), prizeTiers: Array.from({ length: 21 }, (_, i) => newTier(String(i), `Prize ${i}`)) })).toMatch(/^Prize tiers: /);
    expect(validateEventForm({ ...valid(), prizeTiers: [newTier('50', 'x'.repeat(101))] })).toMatch(/^Prize tier 1: /);
  });
});

describe('the team settings', () => {
  const teams = (extra: Partial<EventForm> = {}): EventForm => ({ ...valid(), mode: 'teams', ...extra });

  it('are shown and sent only while teams are played', () => {
    expect([playsInTeams('solo'), playsInTeams('teams'), playsInTeams('solo-and-teams')]).toEqual([false, true, true]);
    const solo = eventBody({ ...valid(), teamSize: '8', teamFormation: 'organisers', divisionChoice: 'organisers' });
    expect(solo).toMatchObject({ mode: 'solo', divisionChoice: 'organisers' });
    expect(solo).not.toHaveProperty('teamSize');
    expect(solo).not.toHaveProperty('teamFormation');
    expect(solo).not.toHaveProperty('lateJoining');
    expect(eventBody(teams({ mode: 'solo-and-teams', teamSize: ' 8 ', teamFormation: 'organisers', lateJoining: true }))).toMatchObject({
      mode: 'solo-and-teams',
      teamSize: 8,
      teamFormation: 'organisers',
      lateJoining: true,
    });
  });

  it('need a whole team size from 2 to 50 while teams are played, as the server does', () => {
    for (const size of ['', '1', '51', '2.5', 'many']) {
      expect(validateEventForm(teams({ teamSize: size })), size).toBe('Team size must be a whole number from 2 to 50');
    }
    expect(validateEventForm(teams({ teamSize: '2' }))).toBeNull();
    expect(validateEventForm(teams({ teamSize: '50' }))).toBeNull();
    // Hidden for a solo event, so never what stops it being saved.
    expect(validateEventForm({ ...valid(), teamSize: '' })).toBeNull();
  });
});

describe('eventBody', () => {
  it('sends ISO dates, numeric percentiles and null for empty descriptions', () => {
    const body = eventBody({ ...valid(), description: '  ', prizeTiers: [newTier('97.5', ' Gold ', '')] });
    expect(body.startDate).toBe(new Date('2025-04-01T09:00').toISOString());
    expect(body.endDate).toBe(new Date('2025-04-01T17:00').toISOString());
    expect(body.description).toBeNull();
    expect(body.prizeTiers).toEqual([{ percentile: 97.5, prizeName: 'Gold', prizeDescription: null }]);
    expect(body.leaderboardVisibility).toBe('live');
    expect(body.locationPolicy).toBe('flag');
  });
});

it('offers Complete only on active events', () => {
  expect(canComplete({ status: 'active' })).toBe(true);
  expect(canComplete({ status: 'scheduled' })).toBe(false);
  expect(canComplete({ status: 'completed' })).toBe(false);
});

describe('the event life actions', () => {
  const NOW = Date.parse('2026-05-01T12:00:00Z');
  const hours = (n: number) => new Date(NOW + n * 3_600_000).toISOString();
  const scheduled = { status: 'scheduled' as const, startDate: hours(24), endDate: hours(48) };

  it('offers Start Now on scheduled events only', () => {
    expect(canStart(scheduled)).toBe(true);
    expect(canStart({ status: 'active' })).toBe(false);
    expect(canStart({ status: 'completed' })).toBe(false);
  });

  it('blocks Start Now while another event is active, and for an event whose end has passed', () => {
    expect(startBlocker(scheduled, undefined, NOW)).toBeNull();
    expect(startBlocker(scheduled, { name: 'Campus Hunt Live' }, NOW)).toBe('Another event is active: complete Campus Hunt Live first');
    expect(startBlocker({ ...scheduled, startDate: hours(-2), endDate: hours(-1) }, undefined, NOW)).toBe('This event cannot start: its end date has passed');
  });

  it('says why in Spanish too', async () => {
    await activateLanguage('es', ['admin']);
    expect(startBlocker(scheduled, { name: 'Campus Hunt Live' }, NOW)).toBe('Hay otro evento en curso: termina antes Campus Hunt Live');
    await activateLanguage('en', ['admin']);
  });

  it('calls an event live while it is active and within its dates', () => {
    expect(isLive({ status: 'active', startDate: hours(-1), endDate: hours(1) }, NOW)).toBe(true);
    expect(isLive({ status: 'active', startDate: hours(-2), endDate: hours(-1) }, NOW)).toBe(false);
    expect(isLive({ status: 'scheduled', startDate: hours(-1), endDate: hours(1) }, NOW)).toBe(false);
    expect(isLive({ status: 'completed', startDate: hours(-1), endDate: hours(1) }, NOW)).toBe(false);
  });
});

describe('editing an event', () => {
  const stored = (extra: Partial<EventDto> = {}): EventDto => ({
    id: 7,
    name: 'Spring Hunt',
    description: null,
    // Started with Start Now: to the millisecond, which the form shows to the minute.
    startDate: new Date(2025, 3, 1, 9, 0, 12, 345).toISOString(),
    endDate: new Date(2025, 3, 1, 17, 0).toISOString(),
    status: 'scheduled',
    leaderboardVisibility: 'live',
    locationPolicy: 'flag',
    prizeTiers: [{ percentile: 90, prizeName: 'Mug', prizeDescription: null }],
    completedAt: null,
    screenPath: null,
    freezeMinutes: 0,
    mode: 'solo',
    teamSize: 5,
    teamFormation: 'students',
    lateJoining: false,
    divisionChoice: 'students',
    language: 'en',
    ...extra,
  });

  it('shows the event in the form, its dates in local time to the minute', () => {
    const form = eventFormOf(stored());
    expect(form).toMatchObject({ name: 'Spring Hunt', description: '', startDate: '2025-04-01T09:00', endDate: '2025-04-01T17:00' });
    expect(form.prizeTiers.map((tier) => [tier.percentile, tier.prizeName, tier.prizeDescription])).toEqual([['90', 'Mug', '']]);
  });

  it('sends nothing for an untouched form, and only what changed otherwise', () => {
    const event = stored();
    expect(eventChanges(eventFormOf(event), event)).toEqual({});
    const form = { ...eventFormOf(event), name: 'Spring Hunt II', endDate: '2025-04-02T17:00' };
    expect(eventChanges(form, event)).toEqual({ name: 'Spring Hunt II', endDate: new Date(2025, 3, 2, 17, 0).toISOString() });
    const tiers = { ...eventFormOf(event), prizeTiers: [newTier('50', 'Pin')] };
    expect(eventChanges(tiers, event)).toEqual({ prizeTiers: [{ percentile: 50, prizeName: 'Pin', prizeDescription: null }] });
  });

  it('sends the team settings that changed, and keeps a solo event\'s stored ones', () => {
    const event = stored({ teamSize: 4, teamFormation: 'organisers', lateJoining: true });
    const toTeams = { ...eventFormOf(event), mode: 'teams' as const, teamSize: '6' };
    expect(eventChanges(toTeams, event)).toEqual({ mode: 'teams', teamSize: 6 });
    const stillSolo = { ...eventFormOf(event), teamSize: '9', lateJoining: false, divisionChoice: 'organisers' as const };
    expect(eventChanges(stillSolo, event)).toEqual({ divisionChoice: 'organisers' });
    const inTeams = stored({ mode: 'teams', teamSize: 4 });
    expect(eventChanges({ ...eventFormOf(inTeams), mode: 'solo' }, inTeams)).toEqual({ mode: 'solo' });
    expect(eventChanges({ ...eventFormOf(inTeams), lateJoining: true, teamFormation: 'organisers' }, inTeams)).toEqual({ lateJoining: true, teamFormation: 'organisers' });
  });

  it("never sends a running event's start, and offers no edit once it is completed", () => {
    const running = stored({ status: 'active' });
    expect(eventChanges({ ...eventFormOf(running), startDate: '2025-04-01T08:00' }, running)).toEqual({});
    expect([canEdit(stored()), canEdit(running), canEdit(stored({ status: 'completed' }))]).toEqual([true, true, false]);
  });
});
