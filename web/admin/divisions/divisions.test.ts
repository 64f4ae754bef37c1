import { beforeAll, describe, expect, it } from 'vitest';
import { activateLanguage } from '../../lib/language';
import { divisionChangeKeys, divisionChanges, divisionFormOf, divisionsNote, readDivisionForm } from './divisions';

beforeAll(() => activateLanguage('en', ['admin']));

describe('the division form', () => {
  const shared = { ownTiers: false, tiers: [] };

  it('shows a division’s domains as one comma list, and reads them back as the server stores them', () => {
    const form = divisionFormOf({ name: 'Science', emailDomains: ['sci.campus.edu', 'lab.campus.edu'], prizeTiers: null });
    expect(form).toMatchObject({ name: 'Science', domains: 'sci.campus.edu, lab.campus.edu', ownTiers: false });
    expect(readDivisionForm({ name: ' Science ', domains: '@SCI.campus.edu,  lab.campus.edu,', ...shared })).toEqual({
      fields: { name: 'Science', emailDomains: ['sci.campus.edu', 'lab.campus.edu'], prizeTiers: null },
    });
    expect(readDivisionForm({ name: 'Arts', domains: '', ...shared })).toEqual({ fields: { name: 'Arts', emailDomains: [], prizeTiers: null } });
  });

  it('shows and reads a division’s own prize tiers, or none to share the event’s', () => {
    const form = divisionFormOf({ name: 'Arts', emailDomains: [], prizeTiers: [{ percentile: 50, prizeName: 'Arts Cup', prizeDescription: null }] });
    expect(form.ownTiers).toBe(true);
    expect(form.tiers.map((tier) => [tier.percentile, tier.prizeName, tier.prizeDescription])).toEqual([['50', 'Arts Cup', '']]);
    expect(readDivisionForm(form)).toEqual({ fields: { name: 'Arts', emailDomains: [], prizeTiers: [{ percentile: 50, prizeName: 'Arts Cup', prizeDescription: null }] } });
    expect(readDivisionForm({ ...form, ownTiers: false })).toEqual({ fields: { name: 'Arts', emailDomains: [], prizeTiers: null } });
    expect(readDivisionForm({ ...form, tiers: [{ ...form.tiers[0], key: 1, percentile: '', prizeName: 'Cup', prizeDescription: '' }] })).toEqual({
      problem: 'Prize tier 1: percentile must be a number from 0 to 100',
    });
  });

  it('names what the server would refuse', () => {
    expect(readDivisionForm({ name: ' ', domains: '', ...shared })).toEqual({ problem: 'Name is required' });
    expect(readDivisionForm({ name: 'x'.repeat(61), domains: '', ...shared })).toEqual({ problem: 'Name: name must be at most 60 characters' });
    expect(readDivisionForm({ name: 'Science', domains: 'sci.campus.edu, campus', ...shared })).toEqual({ problem: 'campus is not a domain like example.ac.uk' });
    const many = Array.from({ length: 21 }, (_, i) => `d${i}.campus.edu`).join(',');
    expect(readDivisionForm({ name: 'Science', domains: many, ...shared })).toEqual({ problem: 'E-mail domains: emailDomains must have at most 20 domains' });
  });

  it('sends only what changed', () => {
    const original = { name: 'Science', emailDomains: ['sci.campus.edu'], prizeTiers: null };
    expect(divisionChanges({ name: 'Science', emailDomains: ['sci.campus.edu'], prizeTiers: null }, original)).toEqual({});
    expect(divisionChanges({ name: 'Sciences', emailDomains: ['sci.campus.edu'], prizeTiers: null }, original)).toEqual({ name: 'Sciences' });
    expect(divisionChanges({ name: 'Science', emailDomains: [], prizeTiers: null }, original)).toEqual({ emailDomains: [] });
    const tiers = [{ percentile: 0, prizeName: 'Cup', prizeDescription: null }];
    expect(divisionChanges({ name: 'Science', emailDomains: ['sci.campus.edu'], prizeTiers: tiers }, original)).toEqual({ prizeTiers: tiers });
  });
});

it('refreshes the event’s divisions, the users, the Overview and the students’ divisions after a change', () => {
  expect(divisionChangeKeys(3)).toEqual({
    revalidate: ['/api/admin/divisions?eventId=3', '/api/admin/users', '/api/admin/live'],
    participantKeys: ['/api/divisions', '/api/leaderboard/divisions'],
  });
});

it('says who gives students their division', () => {
  expect(divisionsNote({ divisionChoice: 'students' })).toMatch(/^Students pick their division once/);
  expect(divisionsNote({ divisionChoice: 'organisers' })).toMatch(/^Students are given their division by their e-mail’s domain/);
});
