import { CalendarClock, Flag } from 'lucide-react';
import type { HuntState } from '../../../core/huntState';
import { useHuntState } from '../../hooks/useHuntState';
import { useNow } from '../../hooks/useNow';
import { useScore } from '../../hooks/useScore';
import { huntStartsText } from '../../lib/huntTime';
import { HuntResult } from './HuntResult';

/** Where the hunt stands before any event exists: nothing can be collected yet. */
export const NO_HUNT_YET = 'No hunt is scheduled yet';

/**
 * The dashboard's word on where the hunt stands, kept live: when it starts, that it is on, or
 * that it is over with the student's result. The live region is always there, so a change
 * made by an organiser is announced as it appears.
 */
export function HuntBanner() {
  const { hunt } = useHuntState({ live: true });
  return (
    <div role="status" aria-live="polite" className="hunt-banner-region">
      {hunt && <HuntBannerFor hunt={hunt} />}
    </div>
  );
}

function HuntBannerFor({ hunt }: { hunt: HuntState }) {
  const now = useNow();
  switch (hunt.phase) {
    case 'none':
      return (
        <section className="card hunt-banner hunt-before" data-testid="hunt-banner" data-phase="none" aria-label="The hunt">
          <CalendarClock size={28} aria-hidden className="hunt-banner-icon" />
          <div>
            <h2 className="hunt-banner-title">{NO_HUNT_YET}</h2>
            <p className="muted">Scanning opens when the organisers start the hunt.</p>
          </div>
        </section>
      );
    case 'running':
      return <HuntRunning />;
    case 'before':
      return (
        <section className="card hunt-banner hunt-before" data-testid="hunt-banner" data-phase="before" aria-label="The hunt">
          <CalendarClock size={28} aria-hidden className="hunt-banner-icon" />
          <div>
            <h2 className="hunt-banner-title">{huntStartsText(hunt.startsAt, now)}</h2>
            <p className="muted">Scanning opens then. Get ready to explore campus!</p>
          </div>
        </section>
      );
    case 'over':
      return (
        <section className="card hunt-banner hunt-over" data-testid="hunt-banner" data-phase="over" aria-label="The hunt">
          <div className="hunt-banner-head">
            <Flag size={28} aria-hidden className="hunt-banner-icon" />
            <h2 className="hunt-banner-title">The hunt is over</h2>
          </div>
          <HuntResult />
        </section>
      );
  }
}

/** The hunt is on: for a student who has finished, that they have, while the others still hunt. */
function HuntRunning() {
  const { score } = useScore();
  const finished = Boolean(score?.score.completedAt);
  return (
    <section className="hunt-banner hunt-running" data-testid="hunt-banner" data-phase="running" data-finished={finished} aria-label="The hunt">
      <span className="hunt-live-dot" aria-hidden />
      {finished ? (
        <p>
          <strong>You finished the hunt!</strong>{' '}
          <span className="muted">
            {score?.rank != null ? `You are #${score.rank} so far. ` : ''}The board keeps moving until the hunt ends.
          </span>
        </p>
      ) : (
        <p>
          <strong>The hunt is on!</strong> <span className="muted">Find the hidden QR codes and scan them.</span>
        </p>
      )}
    </section>
  );
}
