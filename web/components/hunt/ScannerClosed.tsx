import { Link } from 'react-router-dom';
import { CalendarClock, Flag, LayoutDashboard } from 'lucide-react';
import type { HuntState } from '../../../core/huntState';
import { useNow } from '../../hooks/useNow';
import { huntStartsText } from '../../lib/huntTime';
import { HuntResult } from './HuntResult';
import { HUNT_OVER, NO_HUNT_YET } from './HuntBanner';
import { useI18n } from '../../hooks/useI18n';

/**
 * The scanner while the hunt is not running: no camera, no scan to fail, just where the hunt
 * stands and the way back (and, once it is over, the student's result).
 */
export function ScannerClosed({ hunt }: { hunt: HuntState }) {
  const i18n = useI18n();
  const over = hunt.phase === 'over';
  const now = useNow();
  const title = over ? i18n._(HUNT_OVER) : hunt.phase === 'none' ? i18n._(NO_HUNT_YET) : huntStartsText(hunt.startsAt, now);
  return (
    <section className="card scanner-closed" data-testid="scanner-closed" data-phase={hunt.phase} aria-labelledby="scanner-closed-title">
      {over ? <Flag size={40} aria-hidden className="hunt-banner-icon" /> : <CalendarClock size={40} aria-hidden className="hunt-banner-icon" />}
      <h2 id="scanner-closed-title" className="hunt-banner-title">
        {title}
      </h2>
      <p className="muted">
        {over
          ? i18n._({ id: 'hunt.closed.over', message: 'Scanning has closed. Thanks for playing!' })
          : i18n._({ id: 'hunt.closed.before', message: 'Scanning opens when the hunt starts. Come back then to find the hidden QR codes.' })}
      </p>
      {over && <HuntResult />}
      <Link to="/dashboard" className={`btn btn-block ${over ? 'btn-outline' : 'btn-primary'}`}>
        <LayoutDashboard size={18} aria-hidden />
        {i18n._({ id: 'page.toDashboard', message: 'Back to Dashboard' })}
      </Link>
    </section>
  );
}
