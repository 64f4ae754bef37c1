import { useState, type FormEvent } from 'react';
import { UserPlus } from 'lucide-react';
import { isJoinCode, JOIN_CODE_LENGTH, normaliseJoinCode } from '../../../core/teamRules';
import { teamApi } from '../../lib/teamApi';
import { useTeamChange } from './useTeamChange';

/** 'Join a team' by the code a teammate reads out (spaces and dashes are fine; checked as the server checks it). */
export function JoinCodeForm() {
  const [typed, setTyped] = useState('');
  const { change, busy, problem } = useTeamChange();
  const code = normaliseJoinCode(typed);
  const blocked = busy || !isJoinCode(code);

  async function join(event: FormEvent) {
    event.preventDefault();
    if (blocked) return;
    if (await change(() => teamApi.joinTeam({ code }), 'The team could not be joined. Please try again.')) setTyped('');
  }

  return (
    <form className="card team-form" onSubmit={(event) => void join(event)} aria-labelledby="join-team-title">
      <h2 id="join-team-title" className="card-title">
        <UserPlus size={20} aria-hidden />
        Join a team
      </h2>
      <p className="muted">Type the code from a teammate's Team page, or scan the QR code there with your phone's camera.</p>
      <label htmlFor="join-code" className="team-label">
        Join code
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
        {JOIN_CODE_LENGTH} letters and digits.
      </p>
      {problem && (
        <p className="error-text" role="alert">
          {problem}
        </p>
      )}
      <button type="submit" className="btn btn-primary" disabled={blocked} data-testid="join-team">
        {busy ? 'Joining...' : 'Join team'}
      </button>
    </form>
  );
}
