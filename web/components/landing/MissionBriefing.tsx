import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { Lock, Rocket } from 'lucide-react';
import { goToLogin } from '../../lib/paths';
import { DeclarationCheckbox } from './DeclarationCheckbox';

const DECLARATIONS = [
  {
    id: 'declaration-participation',
    title: 'Event Participation Declaration',
    text: 'I am taking part in this event voluntarily and will follow the rules of the hunt and the instructions of the organisers.',
  },
  {
    id: 'declaration-campus',
    title: 'Campus Activity Acknowledgment',
    text: 'The hunt involves physical movement across campus. I will respect campus property, other people and all safety rules.',
  },
  {
    id: 'declaration-terms',
    title: 'Terms & Data Collection',
    text: (
      <>
        I agree that my data is collected for participation tracking, rankings and prize distribution. <Link to="/privacy">What is kept and why</Link>
      </>
    ),
  },
] as const;

/** Pages where a visitor lands on purpose; anywhere else, sign-in should bring them back. */
const LANDING_PATHS = new Set(['/', '/login', '/register']);

export function MissionBriefing() {
  const [accepted, setAccepted] = useState<Record<string, boolean>>({});
  const { pathname } = useLocation();
  const unlocked = DECLARATIONS.every((declaration) => accepted[declaration.id]);

  return (
    <section id="join" className="landing-section">
      <div className="card briefing">
        <h2 className="section-title">Mission Briefing</h2>
        <p className="muted">Read and accept the declarations below to join the hunt.</p>
        <div className="declarations">
          {DECLARATIONS.map((declaration) => (
            <DeclarationCheckbox
              key={declaration.id}
              {...declaration}
              checked={accepted[declaration.id] === true}
              onCheckedChange={(checked) => setAccepted((current) => ({ ...current, [declaration.id]: checked }))}
            />
          ))}
        </div>
        {unlocked ? (
          <button
            type="button"
            className="btn btn-primary btn-lg btn-block"
            onClick={() => goToLogin(LANDING_PATHS.has(pathname) ? undefined : pathname)}
          >
            <Rocket size={18} aria-hidden />
            Launch Mission with Google
          </button>
        ) : (
          <>
            <p className="locked-hint">Accept all 3 declarations to unlock mission access</p>
            <button type="button" className="btn btn-block btn-lg" disabled>
              <Lock size={18} aria-hidden />
              Mission Access Locked
            </button>
          </>
        )}
      </div>
    </section>
  );
}
