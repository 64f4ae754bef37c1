import { i18n } from '@lingui/core';
import { readerLocale } from './readerLocale';

/**
 * A friendly local time for the hunt's banners: "today at 14:00", "tomorrow at 09:00",
 * "on Wednesday, 25 November at 09:00" (with the year when it is not this one), in the page's
 * language. `locale` defaults to the reader's variant of it (lib/language.ts) and `timeZone` to the
 * browser's; tests pin them.
 */
export function friendlyTime(iso: string, now: Date, options: { locale?: string; timeZone?: string } = {}): string {
  const when = new Date(iso);
  const { locale = readerLocale(), timeZone } = options;
  // 24-hour clocks write 09:00; 12-hour ones 9:00 AM.
  const twelveHour = new Intl.DateTimeFormat(locale, { hour: 'numeric', timeZone }).resolvedOptions().hour12 === true;
  const time = new Intl.DateTimeFormat(locale, { hour: twelveHour ? 'numeric' : '2-digit', minute: '2-digit', timeZone }).format(when);
  const days = calendarDaysBetween(now, when, timeZone);
  if (days === 0) return i18n._({ id: 'time.today', message: 'today at {time}', values: { time } });
  if (days === 1) return i18n._({ id: 'time.tomorrow', message: 'tomorrow at {time}', values: { time } });
  if (days === -1) return i18n._({ id: 'time.yesterday', message: 'yesterday at {time}', values: { time } });
  const sameYear = calendarDay(now, timeZone).year === calendarDay(when, timeZone).year;
  const date = new Intl.DateTimeFormat(locale, { weekday: 'long', day: 'numeric', month: 'long', year: sameYear ? undefined : 'numeric', timeZone }).format(when);
  return i18n._({ id: 'time.on', message: 'on {date} at {time}', values: { date, time } });
}

/** "The hunt starts …": a start already due (the server starts it within a moment) reads as now. */
export function huntStartsText(startsAt: string | null, now: Date, options: { locale?: string; timeZone?: string } = {}): string {
  if (!startsAt || new Date(startsAt).getTime() <= now.getTime()) return i18n._({ id: 'hunt.startsSoon', message: 'The hunt starts in a moment' });
  return i18n._({ id: 'hunt.starts', message: 'The hunt starts {when}', values: { when: friendlyTime(startsAt, now, options) } });
}

function calendarDay(date: Date, timeZone: string | undefined): { year: number; month: number; day: number } {
  const parts = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'numeric', day: 'numeric', timeZone }).formatToParts(date);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return { year: part('year'), month: part('month'), day: part('day') };
}

function calendarDaysBetween(from: Date, to: Date, timeZone: string | undefined): number {
  const a = calendarDay(from, timeZone);
  const b = calendarDay(to, timeZone);
  return Math.round((Date.UTC(b.year, b.month - 1, b.day) - Date.UTC(a.year, a.month - 1, a.day)) / 86_400_000);
}
