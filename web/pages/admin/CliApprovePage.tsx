import { useState, type ReactNode } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { CircleCheck, CircleX, LogIn, ShieldX, Terminal } from 'lucide-react';
import type { UserDto } from '../../../core/contracts';
import { Header } from '../../components/Header';
import { postJson } from '../../lib/api';
import { failureText } from '../../lib/admin/failure';
import { goToLogin } from '../../lib/paths';
import '../../styles/admin.css';

type Outcome = { approved: boolean; clientName: string } | null;

/** The code as the terminal prints it (ABCD-EFGH); the server upper-cases and trims too. */
function normaliseCode(value: string | null): string {
  return (value ?? '').trim().toUpperCase();
}

/**
 * /cli/approve?code=ABCD-EFGH: a signed-in admin lets a `hunt login` waiting in a terminal
 * receive a token that acts as them. The server reveals the CLI's name only after the decision,
 * so the admin compares the code with their terminal before choosing.
 */
export default function CliApprovePage({ user }: { user: UserDto }) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [code, setCode] = useState(normaliseCode(params.get('code')));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const codeFromLink = Boolean(params.get('code'));

  if (user.role !== 'admin') {
    return (
      <Page>
        <div className="card access-denied" role="alert">
          <ShieldX size={40} className="danger-text" aria-hidden />
          <p>Access Denied: You do not have administrator permissions to access this panel.</p>
          <button type="button" className="btn btn-primary" onClick={() => navigate('/dashboard')}>
            Go to Dashboard
          </button>
        </div>
      </Page>
    );
  }

  async function decide(approve: boolean) {
    setBusy(true);
    setError(null);
    try {
      setOutcome(await postJson<{ approved: boolean; clientName: string }>('/api/cli/logins/decide', { userCode: code, approve }));
    } catch (failure) {
      setError(failureText(failure, 'Failed to answer the login request'));
    } finally {
      setBusy(false);
    }
  }

  if (outcome) {
    return (
      <Page>
        <div className="card redirect-card" role="status" data-testid="cli-approve-result">
          {outcome.approved ? <CircleCheck size={40} style={{ color: 'var(--success)' }} aria-hidden /> : <CircleX size={40} className="danger-text" aria-hidden />}
          <h1>{outcome.approved ? 'CLI Approved' : 'CLI Login Denied'}</h1>
          <p>{outcome.approved ? 'The CLI is now logged in. You can close this tab.' : 'The CLI was refused and gets no token. You can close this tab.'}</p>
          <p className="muted small">Request from: {outcome.clientName}</p>
        </div>
      </Page>
    );
  }

  return (
    <Page>
      <div className="card redirect-card" data-testid="cli-approve-card">
        <Terminal size={40} className="stat-card-icon" aria-hidden />
        <h1>Approve CLI Login</h1>
        <p className="muted">
          A <code>hunt</code> command-line tool asks to act as you ({user.email}) on this server. Approve only if you ran <code>hunt login</code> yourself and your
          terminal shows this code:
        </p>
        {codeFromLink ? (
          <code className="code-chip" style={{ fontSize: '1.75rem' }} data-testid="cli-approve-code">
            {code}
          </code>
        ) : (
          <label className="form-field">
            <span className="field-label">Code from your terminal</span>
            <input className="input" value={code} onChange={(event) => setCode(normaliseCode(event.target.value))} placeholder="ABCD-EFGH" autoComplete="off" />
          </label>
        )}
        {error && (
          <p className="error-text" role="alert">
            {error}
          </p>
        )}
        <div className="form-actions">
          <button type="button" className="btn btn-outline" onClick={() => void decide(false)} disabled={busy || !code} data-testid="cli-deny">
            Deny
          </button>
          <button type="button" className="btn btn-primary" onClick={() => void decide(true)} disabled={busy || !code} data-testid="cli-approve">
            Approve
          </button>
        </div>
      </div>
    </Page>
  );
}

/** Signed out: sign in first, then come back to this very page (code included). */
export function CliApproveSignIn() {
  const { pathname, search } = useLocation();
  return (
    <Page>
      <div className="card redirect-card" data-testid="cli-approve-sign-in">
        <Terminal size={40} className="stat-card-icon" aria-hidden />
        <h1>Approve CLI Login</h1>
        <p className="muted">Sign in as an administrator to approve the <code>hunt</code> command-line tool waiting in your terminal.</p>
        <button type="button" className="btn btn-primary" onClick={() => goToLogin(`${pathname}${search}`)}>
          <LogIn size={18} aria-hidden />
          Sign in to continue
        </button>
      </div>
    </Page>
  );
}

function Page({ children }: { children: ReactNode }) {
  return (
    <div className="page">
      <Header />
      <main className="container centred">{children}</main>
    </div>
  );
}
