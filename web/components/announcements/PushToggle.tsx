import { useEffect, useState } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { pushState, turnPushOff, turnPushOn, type PushState } from '../../lib/push';
import { useI18n } from '../../hooks/useI18n';

const SAYS: Record<PushState, MessageDescriptor> = {
  unsupported: /*i18n*/ {
    id: 'push.unsupported',
    message: 'This browser cannot show announcements while the app is closed. On an iPhone, add Campus Hunt to the Home Screen first (iOS 16.4 or later).',
  },
  blocked: /*i18n*/ {
    id: 'push.blocked',
    message: 'Notifications are blocked for this site: allow them in your browser settings to get announcements while the app is closed.',
  },
  off: /*i18n*/ { id: 'push.off', message: 'Get announcements on this device even while the app is closed.' },
  on: /*i18n*/ { id: 'push.on', message: 'Announcements reach this device even while the app is closed.' },
};

/** Turns announcements with the app closed on or off for this browser: asked only from this button, never on load. */
export function PushToggle() {
  const i18n = useI18n();
  const [state, setState] = useState<PushState | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    void pushState().then(setState, () => setState('unsupported'));
  }, []);
  if (!state) return null;

  async function change(turn: () => Promise<PushState>) {
    setBusy(true);
    setProblem(null);
    try {
      setState(await turn());
    } catch (error) {
      setProblem(error instanceof Error ? error.message : i18n._({ id: 'push.failed', message: 'Could not change notifications' }));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="push-toggle" data-testid="push-toggle">
      <p className="muted small">{i18n._(SAYS[state])}</p>
      {state === 'off' && (
        <button type="button" className="btn btn-outline" disabled={busy} onClick={() => void change(turnPushOn)}>
          {i18n._({ id: 'push.turnOn', message: 'Turn on notifications' })}
        </button>
      )}
      {state === 'on' && (
        <button type="button" className="btn btn-outline" disabled={busy} onClick={() => void change(turnPushOff)}>
          {i18n._({ id: 'push.turnOff', message: 'Turn off notifications' })}
        </button>
      )}
      {problem && (
        <p className="error-text small" role="alert">
          {problem}
        </p>
      )}
    </div>
  );
}
