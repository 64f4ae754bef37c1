import type { DivisionChoice, EventMode, TeamFormation } from '../../../core/teams';
import { TEAM_SIZE_MAX } from '../../../core/teams';
import { CheckboxField, SelectField, TextField } from '../shared/fields';
import forms from '../shared/forms.module.css';
import { playsInTeams, type EventForm } from './events';
import { optionsIn, type OptionText } from '../shared/options';
import { useI18n } from '../../hooks/useI18n';

/** How an event is played (core/teams.ts tells the rules of each mode). */
const MODES: OptionText[] = [
  { value: 'solo', label: /*i18n*/ { id: 'admin.events.mode.solo', message: 'Solo: everyone collects and scores alone' } },
  { value: 'teams', label: /*i18n*/ { id: 'admin.events.mode.teams', message: 'Teams: a team collects, answers and completes together' } },
  { value: 'solo-and-teams', label: /*i18n*/ { id: 'admin.events.mode.soloAndTeams', message: 'Solo and teams: everyone plays alone and also scores for their team' } },
];

const TEAM_FORMATIONS: OptionText[] = [
  { value: 'students', label: /*i18n*/ { id: 'admin.events.formation.students', message: 'Students: they create teams and join by code' } },
  { value: 'organisers', label: /*i18n*/ { id: 'admin.events.formation.organisers', message: 'Organisers: only you make teams and put students in them' } },
];

const DIVISION_CHOICES: OptionText[] = [
  { value: 'students', label: /*i18n*/ { id: 'admin.events.divisionChoice.students', message: 'Students: each picks theirs once' } },
  { value: 'organisers', label: /*i18n*/ { id: 'admin.events.divisionChoice.organisers', message: 'Organisers: by e-mail domain and imported lists' } },
];

type TeamSettings = Pick<EventForm, 'mode' | 'teamSize' | 'teamFormation' | 'lateJoining' | 'divisionChoice'>;

/** The event dialog's teams and divisions settings; the team ones only while teams are played. */
export function TeamSettingsFields({ form, onChange }: { form: TeamSettings; onChange: (patch: Partial<TeamSettings>) => void }) {
  const i18n = useI18n();
  return (
    <>
      <SelectField
        id="event-mode"
        label={i18n._({ id: 'admin.events.mode', message: 'Mode' })}
        value={form.mode}
        options={optionsIn(i18n, MODES)} onChange={(value) => onChange({ mode: value as EventMode })} />
      {playsInTeams(form.mode) && (
        <>
          <div className={forms.formGrid}>
            <TextField
              id="event-team-size"
              label={i18n._({ id: 'admin.events.teamSize', message: 'Team size' })}
              hint={i18n._({ id: 'admin.events.teamSizeHint', message: 'The most members a team has' })}
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
              label={i18n._({ id: 'admin.events.formation', message: 'Who forms teams' })}
              value={form.teamFormation}
              options={optionsIn(i18n, TEAM_FORMATIONS)}
              onChange={(value) => onChange({ teamFormation: value as TeamFormation })}
            />
          </div>
          <CheckboxField
            id="event-late-joining"
            label={i18n._({ id: 'admin.events.lateJoining', message: 'Late joining: after the start, a student may still join or leave a team until their first find' })}
            checked={form.lateJoining}
            onChange={(lateJoining) => onChange({ lateJoining })}
          />
        </>
      )}
      <SelectField
        id="event-division-choice"
        label={i18n._({ id: 'admin.events.divisionChoice', message: 'Who gives divisions' })}
        hint={i18n._({ id: 'admin.events.divisionChoiceHint', message: 'Divisions are set up under Divisions; an event without any has none.' })}
        value={form.divisionChoice}
        options={optionsIn(i18n, DIVISION_CHOICES)}
        onChange={(value) => onChange({ divisionChoice: value as DivisionChoice })}
      />
    </>
  );
}
