import { useState, type FormEvent } from 'react';
import { UserPlus } from 'lucide-react';
import { isJoinCode, JOIN_CODE_LENGTH, normaliseJoinCode } from '../../../core/teamRules';
import { teamApi } from '../../lib/teamApi';
import { useTeamChange } from './useTeamChange';
import { useI18n } from '../../hooks/useI18n';

/** 'Join a team' by the code a teammate reads out (spaces and dashes are fine; checked as the server checks it). */
export function JoinCodeForm() {
  const i18n = useI18n();
  const [typed, setTyped] = useState('');
  const { change, busy, problem } = useTeamChange();
  const code = normaliseJoinCode(typed);
  const blocked = busy || !isJoinCode(code);

  async function join(event: FormEvent) {
    event.preventDefault();
    if (blocked) return;
    if (await change(() => teamApi.joinTeam({ code }), i18n._({ id: 'team.join.failed', message: 'The team could not be joined. Please try again.' }))) setTyped('');
  }

  return (
    <form className="card team-form" onSubmit={(event) => void join(event)} aria-labelledby="join-team-title">
      <h2 id="join-team-title" className="card-title">
        <UserPlus size={20} aria-hidden />
        {i18n._({ id: 'team.join.title', message: 'Join a team' })}
      </h2>
      <p className="muted">
        {i18n._({ id: 'team.join.lead', message: "Type the code from a teammate's Team page, or scan the QR code there with your phone's camera." })}
      </p>
      <label htmlFor="join-code" className="team-label">
        {i18n._({ id: 'team.join.code', message: 'Join code' })}
      </label>
      <input
        id="join-code"
        className="input code-input"
        value={typed}
        onChange={(event) => setTyped(event.target.value.toUpperCase())}
        placeholder={'X'.repeat(JOIN_CODE_LENGTH)}
        maxLength={JOIN_CODE_LENGTH * 2}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        disabled={busy}
        aria-describedby="join-code-hint"
        data-testid="join-code-input"
      />
      <p id="join-code-hint" className="muted small">
        {i18n._({ id: 'team.join.hint', message: '{length} letters and digits.', values: { length: JOIN_CODE_LENGTH } })}
      </p>
      {problem && (
        <p className="error-text" role="alert">
          {problem}
        </p>
      )}
      <button type="submit" className="btn btn-primary" disabled={blocked} data-testid="join-team">
        {busy ? i18n._({ id: 'team.join.busy', message: 'Joining...' }) : i18n._({ id: 'team.join.submit', message: 'Join team' })}
      </button>
    </form>
  );
}
