import { useState, type FormEvent } from 'react';
import { UsersRound } from 'lucide-react';
import { TEAM_NAME_MAX_LENGTH } from '../../../core/teamRules';
import { teamApi } from '../../lib/teamApi';
import { useTeamChange } from './useTeamChange';
import { useI18n } from '../../hooks/useI18n';

/** 'Create a team': its name, unique in the event (the server says when it is taken). */
export function CreateTeamForm() {
  const i18n = useI18n();
  const [name, setName] = useState('');
  const { change, busy, problem } = useTeamChange();
  const blocked = busy || name.trim() === '';

  async function create(event: FormEvent) {
    event.preventDefault();
    if (blocked) return;
    if (await change(() => teamApi.createTeam({ name: name.trim() }), i18n._({ id: 'team.create.failed', message: 'Your team could not be created. Please try again.' }))) setName('');
  }

  return (
    <form className="card team-form" onSubmit={(event) => void create(event)} aria-labelledby="create-team-title">
      <h2 id="create-team-title" className="card-title">
        <UsersRound size={20} aria-hidden />
        {i18n._({ id: 'team.create.title', message: 'Create a team' })}
      </h2>
      <p className="muted">{i18n._({ id: 'team.create.lead', message: 'You will be its first member, with a code to invite the others.' })}</p>
      <label htmlFor="team-name" className="team-label">
        {i18n._({ id: 'team.create.name', message: 'Team name' })}
      </label>
      <input
        id="team-name"
        className="input"
        value={name}
        onChange={(event) => setName(event.target.value)}
        maxLength={TEAM_NAME_MAX_LENGTH}
        autoComplete="off"
        disabled={busy}
        data-testid="team-name-input"
      />
      {problem && (
        <p className="error-text" role="alert">
          {problem}
        </p>
      )}
      <button type="submit" className="btn btn-primary" disabled={blocked} data-testid="create-team">
        {busy ? i18n._({ id: 'team.create.busy', message: 'Creating...' }) : i18n._({ id: 'team.create.submit', message: 'Create team' })}
      </button>
    </form>
  );
}
