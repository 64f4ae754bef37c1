import { TEAM_API } from '../../../core/teamPaths';
import { useState, type FormEvent } from 'react';
import { useSWRConfig } from 'swr';
import { Flag } from 'lucide-react';
import type { DivisionDto, DivisionsDto } from '../../../core/teams';
import { failureWords } from '../../lib/api';
import { teamApi } from '../../lib/teamApi';
import { toast } from '../../lib/toastStore';
import { useI18n } from '../../hooks/useI18n';
import { withParts } from '../../lib/richText';

/**
 * 'Choose your division', for a student without one when students choose: the list, then a
 * second step that says the choice is final (only the organisers change it), as a hint's cost
 * is confirmed before it is paid.
 */
export function ChooseDivisionCard({ divisions }: { divisions: readonly DivisionDto[] }) {
  const i18n = useI18n();
  const { mutate } = useSWRConfig();
  const [pickedId, setPickedId] = useState<number | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const picked = divisions.find((division) => division.id === pickedId) ?? null;

  function ask(event: FormEvent) {
    event.preventDefault();
    if (picked) setConfirming(true);
  }

  async function choose() {
    if (!picked || busy) return;
    setBusy(true);
    setProblem(null);
    try {
      const answer = await teamApi.pickDivision({ divisionId: picked.id });
      await mutate<DivisionsDto>(TEAM_API.divisions, answer, { revalidate: false });
      toast({
        title: i18n._({ id: 'division.chosen', message: 'Division chosen' }),
        description: i18n._({ id: 'division.chosen.text', message: 'You are in {division}.', values: { division: answer.mine?.name ?? picked.name } }),
      });
    } catch (error) {
      setProblem(failureWords(error) || i18n._({ id: 'division.failed', message: 'Your division could not be saved. Please try again.' }));
      setBusy(false);
    }
  }

  return (
    <section className="card division-card" aria-labelledby="division-title" data-testid="choose-division">
      <h2 id="division-title" className="card-title">
        <Flag size={20} aria-hidden />
        {i18n._({ id: 'division.title', message: 'Choose your division' })}
      </h2>
      <p className="muted">
        {i18n._({
          id: 'division.lead',
          message: 'You are ranked within your division as well as against everyone. You choose once: only the organisers can change it later.',
        })}
      </p>
      {confirming && picked ? (
        <div className="division-confirm" role="group" aria-label={i18n._({ id: 'division.confirm', message: 'Confirm {division}', values: { division: picked.name } })}>
          <p>
            {withParts(i18n._({ id: 'division.confirm.text', message: 'Join <0>{division}</0>? This cannot be changed later.', values: { division: picked.name } }), [
              (name) => <strong>{name}</strong>,
            ])}
          </p>
          {problem && (
            <p className="error-text" role="alert">
              {problem}
            </p>
          )}
          <div className="form-actions">
            <button type="button" className="btn btn-outline" onClick={() => setConfirming(false)} disabled={busy}>
              {i18n._({ id: 'division.back', message: 'Back' })}
            </button>
            <button type="button" className="btn btn-primary" onClick={() => void choose()} disabled={busy} data-testid="division-confirm">
              {busy ? i18n._({ id: 'division.saving', message: 'Saving...' }) : i18n._({ id: 'division.join', message: 'Join {division}', values: { division: picked.name } })}
            </button>
          </div>
        </div>
      ) : (
        <form onSubmit={ask} className="division-form">
          <fieldset className="division-options">
            <legend className="sr-only">{i18n._({ id: 'division.options', message: 'Divisions' })}</legend>
            {divisions.map((division) => (
              <label key={division.id} className="division-option">
                <input type="radio" name="division" value={division.id} checked={pickedId === division.id} onChange={() => setPickedId(division.id)} />
                {division.name}
              </label>
            ))}
          </fieldset>
          <button type="submit" className="btn btn-primary" disabled={!picked} data-testid="division-choose">
            {i18n._({ id: 'division.choose', message: 'Choose' })}
          </button>
        </form>
      )}
    </section>
  );
}
