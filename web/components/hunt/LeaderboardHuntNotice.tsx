import { CalendarClock, Flag } from 'lucide-react';
import type { HuntState } from '../../../core/huntState';
import { useNow } from '../../hooks/useNow';
import { huntStartsText } from '../../lib/huntTime';
import { useI18n } from '../../hooks/useI18n';

/** The board is a finished hunt's final one: an event has ended and none runs (the next may be scheduled). */
export function isFinalBoard(hunt: HuntState | undefined): boolean {
  return hunt !== undefined && hunt.phase !== 'running' && hunt.endedAt !== null;
}

/**
 * Above the board: when the next hunt starts, and "Final results" while the board is a finished
 * hunt's. The leaderboard page hears changes on its own stream (useLeaderboardStream), so this
 * one opens none.
 */
export function LeaderboardHuntNotice({ hunt }: { hunt: HuntState | undefined }) {
  const i18n = useI18n();
  const now = useNow();
  return (
    <>
      {hunt?.phase === 'before' && (
        <section className="card hunt-notice hunt-before" data-testid="hunt-banner" data-phase="before" aria-label={i18n._({ id: 'hunt.label', message: 'The hunt' })}>
          <CalendarClock size={24} aria-hidden className="hunt-banner-icon" />
          <p className="hunt-notice-title">{huntStartsText(hunt.startsAt, now)}</p>
        </section>
      )}
      {isFinalBoard(hunt) && (
        <section className="card hunt-notice hunt-over" data-testid="final-results" aria-labelledby="final-results-title">
          <Flag size={24} aria-hidden className="hunt-banner-icon" />
          <div>
            <h2 id="final-results-title" className="hunt-notice-title">
              {i18n._({ id: 'hunt.final', message: 'Final results' })}
            </h2>
            <p className="muted small">
              {hunt?.phase === 'over'
                ? i18n._({ id: 'hunt.final.over', message: 'The hunt is over: these are the final standings.' })
                : i18n._({ id: 'hunt.final.last', message: 'The standings of the last hunt, until the next one starts.' })}
            </p>
          </div>
        </section>
      )}
    </>
  );
}
