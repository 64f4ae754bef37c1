import { TEAM_API } from '../../../core/teamPaths';
import { useState, type FormEvent } from 'react';
import { useSWRConfig } from 'swr';
import { Flag } from 'lucide-react';
import type { DivisionDto, DivisionsDto } from '../../../core/teams';
import { failureWords } from '../../lib/api';
import { teamApi } from '../../lib/teamApi';
import { toast } from '../../lib/toastStore';

/**
 * 'Choose your division', for a student without one when students choose: the list, then a
 * second step that says the choice is final (only the organisers change it), as a hint's cost
 * is confirmed before it is paid.
 */
export function ChooseDivisionCard({ divisions }: { divisions: readonly DivisionDto[] }) {
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
      toast({ title: 'Division chosen', description: `You are in ${answer.mine?.name ?? picked.name}.` });
    } catch (error) {
      setProblem(failureWords(error) || 'Your division could not be saved. Please try again.');
      setBusy(false);
    }
  }

  return (
    <section className="card division-card" aria-labelledby="division-title" data-testid="choose-division">
      <h2 id="division-title" className="card-title">
        <Flag size={20} aria-hidden />
        Choose your division
      </h2>
      <p className="muted">You are ranked within your division as well as against everyone. You choose once: only the organisers can change it later.</p>
      {confirming && picked ? (
        <div className="division-confirm" role="group" aria-label={`Confirm ${picked.name}`}>
          <p>
            Join <strong>{picked.name}</strong>? This cannot be changed later.
          </p>
          {problem && (
            <p className="error-text" role="alert">
              {problem}
            </p>
          )}
          <div className="form-actions">
            <button type="button" className="btn btn-outline" onClick={() => setConfirming(false)} disabled={busy}>
              Back
            </button>
            <button type="button" className="btn btn-primary" onClick={() => void choose()} disabled={busy} data-testid="division-confirm">
              {busy ? 'Saving...' : `Join ${picked.name}`}
            </button>
          </div>
        </div>
      ) : (
        <form onSubmit={ask} className="division-form">
          <fieldset className="division-options">
            <legend className="sr-only">Divisions</legend>
            {divisions.map((division) => (
              <label key={division.id} className="division-option">
                <input type="radio" name="division" value={division.id} checked={pickedId === division.id} onChange={() => setPickedId(division.id)} />
                {division.name}
              </label>
            ))}
          </fieldset>
          <button type="submit" className="btn btn-primary" disabled={!picked} data-testid="division-choose">
            Choose
          </button>
        </form>
      )}
    </section>
  );
}
