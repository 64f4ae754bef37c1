import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { Lock, Rocket } from 'lucide-react';
import { useI18n } from '../../hooks/useI18n';
import { goToLogin } from '../../lib/paths';
import { DeclarationCheckbox } from './DeclarationCheckbox';
import { launchLabel, useSignInChoices } from './signInChoices';
import { allAccepted, DECLARATIONS } from './declarations';

/** Pages where a visitor lands on purpose; anywhere else, sign-in should bring them back. */
const LANDING_PATHS = new Set(['/', '/login', '/register']);

export function MissionBriefing() {
  const i18n = useI18n();
  const [accepted, setAccepted] = useState<Record<string, boolean>>({});
  const { pathname } = useLocation();
  const unlocked = allAccepted(accepted);
  const choices = useSignInChoices();
  // A button per provider; one to /api/login before the server answered, or in development.
  const buttons = choices?.length ? choices : [undefined];
  const returnTo = LANDING_PATHS.has(pathname) ? undefined : pathname;

  return (
    <section id="join" className="landing-section">
      <div className="card briefing">
        <h2 className="section-title">{i18n._({ id: 'landing.briefing.title', message: 'Mission Briefing' })}</h2>
        <p className="muted">{i18n._({ id: 'landing.briefing.lead', message: 'Read and accept the declarations below to join the hunt.' })}</p>
        <div className="declarations">
          {DECLARATIONS.map((declaration) => (
            <DeclarationCheckbox
              key={declaration.id}
              id={declaration.id}
              title={i18n._(declaration.title)}
              text={
                <>
                  {i18n._(declaration.text)}
                  {declaration.link && (
                    <>
                      {' '}
                      <Link to={declaration.link.href}>{i18n._(declaration.link.label)}</Link>
                    </>
                  )}
                </>
              }
              checked={accepted[declaration.id] === true}
              onCheckedChange={(checked) => setAccepted((current) => ({ ...current, [declaration.id]: checked }))}
            />
          ))}
        </div>
        {unlocked ? (
          buttons.map((choice) => (
            <button
              key={choice?.provider ?? 'default'}
              type="button"
              className="btn btn-primary btn-lg btn-block"
              // The ticks go along: the sign-in records them for the account (docs/product.md, Landing).
              onClick={() => goToLogin(returnTo, true, choice?.provider)}
            >
              <Rocket size={18} aria-hidden />
              {launchLabel(i18n, choice)}
            </button>
          ))
        ) : (
          <>
            <p className="locked-hint">
              {i18n._({
                id: 'landing.briefing.locked',
                message: '{count, plural, one {Accept the declaration to unlock mission access} other {Accept all # declarations to unlock mission access}}',
                values: { count: DECLARATIONS.length },
              })}
            </p>
            <button type="button" className="btn btn-block btn-lg" disabled>
              <Lock size={18} aria-hidden />
              {i18n._({ id: 'landing.briefing.lockedButton', message: 'Mission Access Locked' })}
            </button>
          </>
        )}
      </div>
    </section>
  );
}
