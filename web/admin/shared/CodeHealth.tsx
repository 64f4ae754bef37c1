import { AlertTriangle, CheckCircle2 } from 'lucide-react';
import type { CodeHealthFlag } from '../../../core/codeHealth';
import { flagText } from './codeHealthWords';
import { useCodeHealth } from './useCodeHealth';
import { failureText } from './failure';
import styles from './CodeHealth.module.css';
import tables from './tables.module.css';
import { useI18n } from '../../hooks/useI18n';

const subjectOf = (flag: CodeHealthFlag) => (flag.kind === 'trigger_unreachable' ? flag.title : flag.pieceName);

/** The Overview's card: every code organisers should walk to, or that all is well. */
export function CodeHealthCard() {
  const { flags, error } = useCodeHealth();
  const i18n = useI18n();
  return (
    <section className={`card ${styles.codeHealth}`} aria-labelledby="code-health-title" data-testid="code-health">
      <h2 id="code-health-title" className="card-title">
        {flags?.length ? <AlertTriangle size={20} aria-hidden className={styles.healthWarningIcon} /> : <CheckCircle2 size={20} aria-hidden />}
        {i18n._({ id: 'admin.overview.codeHealth', message: 'Code health' })}
      </h2>
      {error && !flags && <p className="error-text">{failureText(error, i18n._({ id: 'admin.overview.codeHealthFailed', message: 'Failed to check the codes' }))}</p>}
      {flags?.length === 0 && <p className="muted small">{i18n._({ id: 'admin.overview.codesHealthy', message: 'All codes healthy: every piece can be found, and every questionnaire can open.' })}</p>}
      {flags && flags.length > 0 && (
        <ul className={styles.healthList}>
          {flags.map((flag) => (
            <li key={`${flag.kind}-${'pieceId' in flag ? flag.pieceId : flag.questionnaireId}`} data-testid="code-health-flag">
              <span className={tables.strong}>{subjectOf(flag)}</span>: {flagText(i18n, flag)}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Beside a table row: its flags as small warnings. */
export function HealthFlags({ flags }: { flags: readonly CodeHealthFlag[] }) {
  const i18n = useI18n();
  if (flags.length === 0) return null;
  const messages = flags.map((flag) => flagText(i18n, flag));
  return (
    <span className={styles.healthFlags}>
      {messages.map((message) => (
        <span key={message} className={styles.healthFlag} data-testid="health-flag">
          <AlertTriangle size={14} aria-hidden />
          {message}
        </span>
      ))}
    </span>
  );
}
