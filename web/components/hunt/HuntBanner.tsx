import { CalendarClock, Flag } from 'lucide-react';
import type { HuntState } from '../../../core/huntState';
import { useHuntState } from '../../hooks/useHuntState';
import { useNow } from '../../hooks/useNow';
import { useScore } from '../../hooks/useScore';
import { huntStartsText } from '../../lib/huntTime';
import { HuntResult } from './HuntResult';
import { useI18n } from '../../hooks/useI18n';
import { withParts } from '../../lib/richText';

/** Where the hunt stands before any event exists: nothing can be collected yet. */
export const NO_HUNT_YET = /*i18n*/ { id: 'hunt.none', message: 'No hunt is scheduled yet' };

/** Said by the dashboard's banner and the closed scanner alike. */
export const HUNT_OVER = /*i18n*/ { id: 'hunt.over', message: 'The hunt is over' };

/** The banners' name for themselves. */
const THE_HUNT = /*i18n*/ { id: 'hunt.label', message: 'The hunt' };

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
  const i18n = useI18n();
  const now = useNow();
  switch (hunt.phase) {
    case 'none':
      return (
        <section className="card hunt-banner hunt-before" data-testid="hunt-banner" data-phase="none" aria-label={i18n._(THE_HUNT)}>
          <CalendarClock size={28} aria-hidden className="hunt-banner-icon" />
          <div>
            <h2 className="hunt-banner-title">{i18n._(NO_HUNT_YET)}</h2>
            <p className="muted">{i18n._({ id: 'hunt.none.text', message: 'Scanning opens when the organisers start the hunt.' })}</p>
          </div>
        </section>
      );
    case 'running':
      return <HuntRunning />;
    case 'before':
      return (
        <section className="card hunt-banner hunt-before" data-testid="hunt-banner" data-phase="before" aria-label={i18n._(THE_HUNT)}>
          <CalendarClock size={28} aria-hidden className="hunt-banner-icon" />
          <div>
            <h2 className="hunt-banner-title">{huntStartsText(hunt.startsAt, now)}</h2>
            <p className="muted">{i18n._({ id: 'hunt.before.text', message: 'Scanning opens then. Get ready to explore campus!' })}</p>
          </div>
        </section>
      );
    case 'over':
      return (
        <section className="card hunt-banner hunt-over" data-testid="hunt-banner" data-phase="over" aria-label={i18n._(THE_HUNT)}>
          <div className="hunt-banner-head">
            <Flag size={28} aria-hidden className="hunt-banner-icon" />
            <h2 className="hunt-banner-title">{i18n._(HUNT_OVER)}</h2>
          </div>
          <HuntResult />
        </section>
      );
  }
}

/** The hunt is on: for a student who has finished, that they have, while the others still hunt. */
function HuntRunning() {
  const i18n = useI18n();
  const { score } = useScore();
  const finished = Boolean(score?.score.completedAt);
  return (
    <section className="hunt-banner hunt-running" data-testid="hunt-banner" data-phase="running" data-finished={finished} aria-label={i18n._(THE_HUNT)}>
      <span className="hunt-live-dot" aria-hidden />
      {finished ? (
        <p>
          <strong>{i18n._({ id: 'hunt.running.finished', message: 'You finished the hunt!' })}</strong>{' '}
          <span className="muted">
            {score?.rank != null
              ? i18n._({ id: 'hunt.running.rankSoFar', message: 'You are #{rank} so far. The board keeps moving until the hunt ends.', values: { rank: score.rank } })
              : i18n._({ id: 'hunt.running.boardMoves', message: 'The board keeps moving until the hunt ends.' })}
          </span>
        </p>
      ) : (
        <p>
          {withParts(i18n._({ id: 'hunt.running', message: '<0>The hunt is on!</0> <1>Find the hidden QR codes and scan them.</1>' }), [
            (part) => <strong>{part}</strong>,
            (part) => <span className="muted">{part}</span>,
          ])}
        </p>
      )}
    </section>
  );
}
