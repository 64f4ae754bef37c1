import { CalendarClock, Flag } from 'lucide-react';
import type { HuntState } from '../../../core/huntState';
import { huntStartsText } from '../../lib/huntTime';

/**
 * Above the board: "Final results" once the hunt is over, or when the next one starts. The
 * leaderboard page hears changes on its own stream (useLeaderboardStream), so this one opens none.
 */
export function LeaderboardHuntNotice({ hunt }: { hunt: HuntState | undefined }) {
  if (hunt?.phase === 'over') {
    return (
      <section className="card hunt-notice hunt-over" data-testid="final-results" aria-labelledby="final-results-title">
        <Flag size={24} aria-hidden className="hunt-banner-icon" />
        <div>
          <h2 id="final-results-title" className="hunt-notice-title">
            Final results
          </h2>
          <p className="muted small">The hunt is over: these are the final standings.</p>
        </div>
      </section>
    );
  }
  if (hunt?.phase === 'before') {
    return (
      <section className="card hunt-notice hunt-before" data-testid="hunt-banner" data-phase="before" aria-label="The hunt">
        <CalendarClock size={24} aria-hidden className="hunt-banner-icon" />
        <p className="hunt-notice-title">{huntStartsText(hunt.startsAt, new Date())}</p>
      </section>
    );
  }
  return null;
}
