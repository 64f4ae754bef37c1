import { describe, expect, it } from 'vitest';
import { divisionChangeKeys, divisionChanges, divisionFormOf, divisionsNote, readDivisionForm } from './divisions';

describe('the division form', () => {
  it('shows a division’s domains as one comma list, and reads them back as the server stores them', () => {
    const form = divisionFormOf({ name: 'Science', emailDomains: ['sci.campus.edu', 'lab.campus.edu'] });
    expect(form).toEqual({ name: 'Science', domains: 'sci.campus.edu, lab.campus.edu' });
    expect(readDivisionForm({ name: ' Science ', domains: '@SCI.campus.edu,  lab.campus.edu,' })).toEqual({ fields: { name: 'Science', emailDomains: ['sci.campus.edu', 'lab.campus.edu'] } });
    expect(readDivisionForm({ name: 'Arts', domains: '' })).toEqual({ fields: { name: 'Arts', emailDomains: [] } });
  });

  it('names what the server would refuse', () => {
    expect(readDivisionForm({ name: ' ', domains: '' })).toEqual({ problem: 'Name is required' });
    expect(readDivisionForm({ name: 'x'.repeat(61), domains: '' })).toEqual({ problem: 'Name: name must be at most 60 characters' });
    expect(readDivisionForm({ name: 'Science', domains: 'sci.campus.edu, campus' })).toEqual({ problem: 'campus is not a domain like example.ac.uk' });
    const many = Array.from({ length: 21 }, (_, i) => `d${i}.campus.edu`).join(',');
    expect(readDivisionForm({ name: 'Science', domains: many })).toEqual({ problem: 'E-mail domains: emailDomains must have at most 20 domains' });
  });

  it('sends only what changed', () => {
    const original = { name: 'Science', emailDomains: ['sci.campus.edu'] };
    expect(divisionChanges({ name: 'Science', emailDomains: ['sci.campus.edu'] }, original)).toEqual({});
    expect(divisionChanges({ name: 'Sciences', emailDomains: ['sci.campus.edu'] }, original)).toEqual({ name: 'Sciences' });
    expect(divisionChanges({ name: 'Science', emailDomains: [] }, original)).toEqual({ emailDomains: [] });
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
