import { codeHealth, type CodeHealthFlag } from '../../core/codeHealth';
import { listPieceHealth, listQuestionnaireTriggers } from '../repos/codeHealth';
import type { Deps } from '../deps';

/** The Overview's code health: what the rule in core/codeHealth.ts finds now. */
export async function readCodeHealth(deps: Deps, now = new Date()): Promise<CodeHealthFlag[]> {
  const [pieces, questionnaires] = await Promise.all([listPieceHealth(deps.db), listQuestionnaireTriggers(deps.db)]);
  const running = deps.caches.events.gate(now.getTime()).active;
  return codeHealth({
    pieces: pieces.map((piece) => ({ id: piece.id, name: piece.name, activeLinks: piece.active_links, hungSince: piece.hung_since, lastFoundAt: piece.last_found_at })),
    questionnaires: questionnaires.map((q) => ({ id: q.id, title: q.title, triggerCount: q.trigger_count })),
    runningSince: running && running.start_date <= now ? running.start_date : null,
    now,
  });
}
