/** A time of day as the Overview writes it (14:05), in the organiser's own time zone. */
export const clock = (iso: string) => new Date(iso).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });
