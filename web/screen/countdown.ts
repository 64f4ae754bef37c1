import { i18n } from '@lingui/core';
import type { ScreenDto } from '../../core/screen';

/** h:mm:ss, m:ss under an hour, and the days before it beyond one ('2d 3:04:05'). */
function clock(ms: number): string {
  // '2d': a short unit every language here reads (a projector's countdown is read from afar).
  const total = Math.max(0, Math.floor(ms / 1000));
  const days = Math.floor(total / 86_400);
  if (days > 0) return `${days}d ${clock(ms - days * 86_400_000)}`;
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = String(total % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}` : `${minutes}:${seconds}`;
}

/** The big screen's countdown: to the start, to the end, or that the hunt is over. */
export function countdownText(event: ScreenDto['event'], now: Date): string {
  if (event.status === 'completed') return i18n._({ id: 'screen.countdown.final', message: 'Final results' });
  const start = Date.parse(event.startDate);
  const end = Date.parse(event.endDate);
  if (event.status === 'scheduled' || now.getTime() < start) {
    return i18n._({ id: 'screen.countdown.starts', message: 'Starts in {clock}', values: { clock: clock(start - now.getTime()) } });
  }
  if (now.getTime() >= end) return i18n._({ id: 'screen.countdown.timeUp', message: 'Time is up' });
  return i18n._({ id: 'screen.countdown.ends', message: 'Ends in {clock}', values: { clock: clock(end - now.getTime()) } });
}
