import { beforeAll, describe, expect, it } from 'vitest';
import { activateLanguage } from './language';
import { friendlyTime, huntStartsText } from './huntTime';

beforeAll(() => activateLanguage('en', ['play']));

const NOW = new Date('2026-05-06T10:30:00.000Z'); // a Wednesday
const pinned = { locale: 'en-GB', timeZone: 'UTC' };

describe('friendlyTime', () => {
  it('says today, tomorrow and yesterday by the calendar, not by 24-hour spans', () => {
    expect(friendlyTime('2026-05-06T14:00:00.000Z', NOW, pinned)).toBe('today at 14:00');
    expect(friendlyTime('2026-05-07T00:15:00.000Z', NOW, pinned)).toBe('tomorrow at 00:15');
    expect(friendlyTime('2026-05-05T23:00:00.000Z', NOW, pinned)).toBe('yesterday at 23:00');
  });

  it('names the weekday and date further out, and the year only when it is another', () => {
    expect(friendlyTime('2026-05-13T09:00:00.000Z', NOW, pinned)).toBe('on Wednesday 13 May at 09:00');
    expect(friendlyTime('2027-01-04T09:00:00.000Z', NOW, pinned)).toBe('on Monday, 4 January 2027 at 09:00');
  });

  it('reads the calendar in the given time zone', () => {
    // 23:30 in UTC on the 6th is already the 7th in Tokyo.
    expect(friendlyTime('2026-05-06T23:30:00.000Z', NOW, { locale: 'en-GB', timeZone: 'Asia/Tokyo' })).toBe('tomorrow at 08:30');
    expect(friendlyTime('2026-05-06T14:00:00.000Z', NOW, { locale: 'en-US', timeZone: 'UTC' })).toBe('today at 2:00 PM');
  });
});

describe('huntStartsText', () => {
  it('says when the hunt starts', () => {
    expect(huntStartsText('2026-05-07T09:00:00.000Z', NOW, pinned)).toBe('The hunt starts tomorrow at 09:00');
  });

  it('says "in a moment" for a start already due or unknown', () => {
    expect(huntStartsText('2026-05-06T10:00:00.000Z', NOW, pinned)).toBe('The hunt starts in a moment');
    expect(huntStartsText(null, NOW, pinned)).toBe('The hunt starts in a moment');
  });
});

describe('in Spanish', () => {
  it('says the day and the time in the language in use', async () => {
    await activateLanguage('es', ['play']);
    expect(huntStartsText('2026-05-07T09:00:00.000Z', NOW, { timeZone: 'UTC' })).toBe('La búsqueda empieza mañana a las 09:00');
    expect(friendlyTime('2026-05-13T09:00:00.000Z', NOW, { timeZone: 'UTC' })).toBe('el miércoles, 13 de mayo a las 09:00');
    await activateLanguage('en');
  });
});
