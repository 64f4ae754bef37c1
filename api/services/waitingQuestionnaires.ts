import type { QuestionnaireRow } from '../../db/rows';
import { listWaitingQuestionnaires } from '../repos/questionnaires';
import type { Deps } from '../deps';

/**
 * The questionnaires a student skipped, closed or never saw (the finisher's, that came with the
 * last piece): unlocked and unanswered in the running event. None outside it: answers count only
 * while the hunt runs.
 */
export function waitingQuestionnaires(deps: Deps, userId: string): Promise<QuestionnaireRow[]> {
  const active = deps.caches.events.gate().active;
  return active ? listWaitingQuestionnaires(deps.db, active.id, userId) : Promise.resolve([]);
}
