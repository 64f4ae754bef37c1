import { useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { CircleCheck, CircleX, LogIn, Terminal } from 'lucide-react';
import { normaliseCliCode } from '../../../core/cliCode';
import type { CliLoginDecision, CliLoginDetails } from '../../../core/cliLogin';
import type { UserDto } from '../../../core/contracts';
import { AccessDenied } from '../shared/AccessDenied';
import { Header } from '../../components/Header';
import { failureText } from '../shared/failure';
import { cliLogin } from '../../lib/adminApi';
import { goToLogin } from '../../lib/paths';
import styles from './CliApprovePage.module.css';
import { useI18n } from '../../hooks/useI18n';
import { withParts } from '../../lib/richText';

/**
 * /cli/approve: a signed-in admin lets a `hunt login` waiting in a terminal receive a token
 * that acts as them. The admin types the code their terminal shows (a link never carries it,
 * so a link received by e-mail approves nothing), sees who is asking, then decides.
 */
export default function CliApprovePage({ user }: { user: UserDto }) {
  const i18n = useI18n();
  const [code, setCode] = useState('');
  const [details, setDetails] = useState<CliLoginDetails | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<CliLoginDecision | null>(null);

  if (user.role !== 'admin') {
    return (
      <Page>
        <AccessDenied />
      </Page>
    );
  }

  async function run(action: () => Promise<void>, fallback: string) {
    setBusy(true);
    setError(null);
    try {
      await action();
    } catch (failure) {
      setError(failureText(failure, fallback));
    } finally {
      setBusy(false);
    }
  }

  const lookUp = () =>
    run(async () => setDetails(await cliLogin.lookup({ userCode: code })), i18n._({ id: 'admin.tokens.cli.lookupFailed', message: 'Failed to find the login request' }));
  const decide = (approve: boolean) =>
    run(
      async () => setOutcome(await cliLogin.decide({ userCode: code, approve })),
      i18n._({ id: 'admin.tokens.cli.decideFailed', message: 'Failed to answer the login request' }),
    );

  if (outcome) {
    return (
      <Page>
        <div className="card redirect-card" role="status" data-testid="cli-approve-result">
          {outcome.approved ? <CircleCheck size={40} style={{ color: 'var(--success)' }} aria-hidden /> : <CircleX size={40} className="danger-text" aria-hidden />}
          <h1>{outcome.approved ? i18n._({ id: 'admin.tokens.cli.approved', message: 'CLI Approved' }) : i18n._({ id: 'admin.tokens.cli.denied', message: 'CLI Login Denied' })}</h1>
          <p>
            {outcome.approved
              ? i18n._({ id: 'admin.tokens.cli.approvedText', message: 'The CLI is now logged in. You can close this tab.' })
              : i18n._({ id: 'admin.tokens.cli.deniedText', message: 'The CLI was refused and gets no token. You can close this tab.' })}
          </p>
          <p className="muted small">{i18n._({ id: 'admin.tokens.cli.requestFrom', message: 'Request from: {client}', values: { client: outcome.clientName } })}</p>
        </div>
      </Page>
    );
  }

  return (
    <Page>
      <div className="card redirect-card" data-testid="cli-approve-card">
        <Terminal size={40} className={styles.terminalIcon} aria-hidden />
        <h1>{i18n._({ id: 'admin.tokens.cli.title', message: 'Approve CLI Login' })}</h1>
        <p className="muted">
          {withParts(
            i18n._({
              id: 'admin.tokens.cli.lead',
              message: 'A <0>hunt</0> command-line tool asks to act as you ({email}) on this server. Continue only if you ran <1>hunt login</1> yourself.',
              values: { email: user.email },
            }),
            [(part) => <code>{part}</code>, (part) => <code>{part}</code>],
          )}
        </p>
        {details ? (
          <dl className={styles.cliRequest} data-testid="cli-approve-details">
            <dt>{i18n._({ id: 'admin.tokens.cli.code', message: 'Code' })}</dt>
            <dd>
              <code className={styles.userCode}>{details.userCode}</code>
            </dd>
            <dt>{i18n._({ id: 'admin.tokens.cli.client', message: 'Client' })}</dt>
            <dd>{details.clientName}</dd>
            <dt>{i18n._({ id: 'admin.tokens.cli.requestedFrom', message: 'Requested from' })}</dt>
            <dd>{details.requestedFrom ?? i18n._({ id: 'admin.tokens.cli.unknownAddress', message: 'unknown address' })}</dd>
            <dt>{i18n._({ id: 'admin.tokens.cli.requestedAt', message: 'Requested at' })}</dt>
            <dd>{i18n.date(details.createdAt, { year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric' })}</dd>
          </dl>
        ) : (
          <label className={styles.codeField}>
            <span className={styles.codeLabel}>{i18n._({ id: 'admin.tokens.cli.codeLabel', message: 'Code from your terminal' })}</span>
            <input
              className="input"
              value={code}
              onChange={(event) => setCode(normaliseCliCode(event.target.value))}
              placeholder={i18n._({ id: 'admin.tokens.cli.codeExample', message: 'ABCD-EFGH' })}
              autoComplete="off"
              data-testid="cli-approve-code"
            />
          </label>
        )}
        {error && (
          <p className="error-text" role="alert">
            {error}
          </p>
        )}
        <div className="form-actions">
          {details ? (
            <>
              <button type="button" className="btn btn-outline" onClick={() => void decide(false)} disabled={busy} data-testid="cli-deny">
                {i18n._({ id: 'admin.tokens.cli.deny', message: 'Deny' })}
              </button>
              <button type="button" className="btn btn-primary" onClick={() => void decide(true)} disabled={busy} data-testid="cli-approve">
                {i18n._({ id: 'admin.tokens.cli.approve', message: 'Approve' })}
              </button>
            </>
          ) : (
            <button type="button" className="btn btn-primary" onClick={() => void lookUp()} disabled={busy || !code} data-testid="cli-lookup">
              {i18n._({ id: 'admin.tokens.cli.continue', message: 'Continue' })}
            </button>
          )}
        </div>
      </div>
    </Page>
  );
}

/** Signed out: sign in first, then come back to this very page. */
export function CliApproveSignIn() {
  const { pathname, search } = useLocation();
  const i18n = useI18n();
  return (
    <Page>
      <div className="card redirect-card" data-testid="cli-approve-sign-in">
        <Terminal size={40} className={styles.terminalIcon} aria-hidden />
        <h1>{i18n._({ id: 'admin.tokens.cli.title', message: 'Approve CLI Login' })}</h1>
        <p className="muted">
          {withParts(i18n._({ id: 'admin.tokens.cli.signInLead', message: 'Sign in as an administrator to approve the <0>hunt</0> command-line tool waiting in your terminal.' }), [
            (part) => <code>{part}</code>,
          ])}
        </p>
        <button type="button" className="btn btn-primary" onClick={() => goToLogin(`${pathname}${search}`)}>
          <LogIn size={18} aria-hidden />
          {i18n._({ id: 'admin.tokens.cli.signIn', message: 'Sign in to continue' })}
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
