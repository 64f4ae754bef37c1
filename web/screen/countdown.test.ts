import { i18n, type Messages } from '@lingui/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { countdownText } from './countdown';

const NOW = new Date('2026-05-01T12:00:00Z');
const event = (status: 'scheduled' | 'active' | 'completed', startDate: string, endDate: string) => ({ name: 'Hunt', status, startDate, endDate, completedAt: null, language: 'en' as const });

async function activate(language: 'en' | 'es'): Promise<void> {
  const { messages } = (await import(`../locales/${language}/screen.po`)) as { messages: Messages };
  i18n.loadAndActivate({ locale: language, messages });
}

describe("the big screen's countdown", () => {
  beforeAll(() => activate('en'));

  it('counts down to the start, then to the end, in days beyond one', () => {
    expect(countdownText(event('scheduled', '2026-05-01T12:10:05Z', '2026-05-01T18:00:00Z'), NOW)).toBe('Starts in 10:05');
    expect(countdownText(event('active', '2026-05-01T09:00:00Z', '2026-05-01T14:03:09Z'), NOW)).toBe('Ends in 2:03:09');
    expect(countdownText(event('active', '2026-05-01T09:00:00Z', '2026-05-03T13:00:00Z'), NOW)).toBe('Ends in 2d 1:00:00');
  });

  it('says when time is up, and that the results are final once completed', () => {
    expect(countdownText(event('active', '2026-05-01T09:00:00Z', '2026-05-01T11:00:00Z'), NOW)).toBe('Time is up');
    expect(countdownText(event('completed', '2026-05-01T09:00:00Z', '2026-05-01T11:00:00Z'), NOW)).toBe('Final results');
  });

  describe('in Spanish', () => {
    it('counts down in the screen language', async () => {
      await activate('es');
      expect(countdownText(event('scheduled', '2026-05-01T12:10:05Z', '2026-05-01T18:00:00Z'), NOW)).toBe('Empieza en 10:05');
      expect(countdownText(event('active', '2026-05-01T09:00:00Z', '2026-05-01T11:00:00Z'), NOW)).toBe('Se acabó el tiempo');
    });
  });
});
