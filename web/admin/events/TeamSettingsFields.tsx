import type { DivisionChoice, EventMode, TeamFormation } from '../../../core/teams';
import { TEAM_SIZE_MAX } from '../../../core/teams';
import { CheckboxField, SelectField, TextField } from '../shared/fields';
import forms from '../shared/forms.module.css';
import { playsInTeams, type EventForm } from './events';

/** How an event is played (core/teams.ts tells the rules of each mode). */
const MODES = [
  { value: 'solo', label: 'Solo: everyone collects and scores alone' },
  { value: 'teams', label: 'Teams: a team collects, answers and completes together' },
  { value: 'solo-and-teams', label: 'Solo and teams: everyone plays alone and also scores for their team' },
];

const TEAM_FORMATIONS = [
  { value: 'students', label: 'Students: they create teams and join by code' },
  { value: 'organisers', label: 'Organisers: only you make teams and put students in them' },
];

const DIVISION_CHOICES = [
  { value: 'students', label: 'Students: each picks theirs once' },
  { value: 'organisers', label: 'Organisers: by e-mail domain and imported lists' },
];

type TeamSettings = Pick<EventForm, 'mode' | 'teamSize' | 'teamFormation' | 'lateJoining' | 'divisionChoice'>;

/** The event dialog's teams and divisions settings; the team ones only while teams are played. */
export function TeamSettingsFields({ form, onChange }: { form: TeamSettings; onChange: (patch: Partial<TeamSettings>) => void }) {
  return (
    <>
      <SelectField id="event-mode" label="Mode" value={form.mode} options={MODES} onChange={(value) => onChange({ mode: value as EventMode })} />
      {playsInTeams(form.mode) && (
        <>
          <div className={forms.formGrid}>
            <TextField
              id="event-team-size"
              label="Team size"
              hint="The most members a team has"
              type="number"
              inputMode="numeric"
              min={2}
              max={TEAM_SIZE_MAX}
              step={1}
              value={form.teamSize}
              onChange={(teamSize) => onChange({ teamSize })}
              data-testid="event-team-size-input"
            />
            <SelectField
              id="event-team-formation"
              label="Who forms teams"
              value={form.teamFormation}
              options={TEAM_FORMATIONS}
              onChange={(value) => onChange({ teamFormation: value as TeamFormation })}
            />
          </div>
          <CheckboxField
            id="event-late-joining"
            label="Late joining: after the start, a student may still join or leave a team until their first find"
            checked={form.lateJoining}
            onChange={(lateJoining) => onChange({ lateJoining })}
          />
        </>
      )}
      <SelectField
        id="event-division-choice"
        label="Who gives divisions"
        hint="Divisions are set up under Divisions; an event without any has none."
        value={form.divisionChoice}
        options={DIVISION_CHOICES}
        onChange={(value) => onChange({ divisionChoice: value as DivisionChoice })}
      />
    </>
  );
}
