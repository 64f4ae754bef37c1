import { readerLocale } from '../../lib/readerLocale';

/** A time of day as the Overview writes it (14:05), in the organiser's own time zone and the language on screen. */
export const clock = (iso: string) => new Date(iso).toLocaleTimeString(readerLocale(), { hour: '2-digit', minute: '2-digit' });
