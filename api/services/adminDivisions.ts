import type { PrizeTierDto } from '../../core/prizeTiers';
import type { DivisionRow } from '../../db/rows';
import type { Deps } from '../deps';
import type { ImportOutcome } from './importOutcome';
import { conflict, notFound } from '../errors';
import {
  applyDivisionRules,
  assignDivisionEmails,
  deleteDivision,
  findDivision,
  insertDivision,
  listDivisions,
  listDivisionsWithCounts,
  updateDivision,
  type DivisionWithCounts,
} from '../repos/divisions';
import { isUniqueViolation } from '../repos/pgErrors';
import { knownEvent } from './eventScope';

const NOT_FOUND = 'Division not found';
const NAME_TAKEN = 'A division with this name already exists in this event';

export async function divisionsForAdmin(deps: Deps, eventId: number | undefined): Promise<DivisionWithCounts[]> {
  const event = eventId === undefined ? deps.caches.events.teamEvent() : knownEvent(deps, eventId);
  return event ? listDivisionsWithCounts(deps.db, event.id) : [];
}

async function withCounts(deps: Deps, division: DivisionRow): Promise<DivisionWithCounts> {
  const found = (await listDivisionsWithCounts(deps.db, division.event_id)).find((row) => row.id === division.id);
  if (!found) throw notFound(NOT_FOUND);
  return found;
}

/** A rule changed: the event's students without a division get the rules' one, and every instance hears. */
async function rulesChanged(deps: Deps, eventId: number): Promise<void> {
  await applyDivisionRules(deps.db, eventId);
  await deps.caches.teams.reload();
}

async function namedUniquely<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(NAME_TAKEN);
    throw error;
  }
}

export async function createDivision(deps: Deps, input: { eventId: number; name: string; emailDomains: string[]; prizeTiers: PrizeTierDto[] | null }): Promise<DivisionWithCounts> {
  knownEvent(deps, input.eventId);
  const division = await namedUniquely(() =>
    insertDivision(deps.db, { event_id: input.eventId, name: input.name, email_domains: input.emailDomains, prize_tiers: input.prizeTiers }),
  );
  await rulesChanged(deps, input.eventId);
  return withCounts(deps, division);
}

export async function changeDivision(deps: Deps, id: number, changes: { name?: string; emailDomains?: string[]; prizeTiers?: PrizeTierDto[] | null }): Promise<DivisionWithCounts> {
  const division = await namedUniquely(() =>
    updateDivision(deps.db, id, {
      ...(changes.name === undefined ? {} : { name: changes.name }),
      ...(changes.emailDomains === undefined ? {} : { email_domains: changes.emailDomains }),
      ...(changes.prizeTiers === undefined ? {} : { prize_tiers: changes.prizeTiers }),
    }),
  );
  if (!division) throw notFound(NOT_FOUND);
  await rulesChanged(deps, division.event_id);
  return withCounts(deps, division);
}

/** Its students keep playing without a division (the key sets theirs to none). */
export async function removeDivision(deps: Deps, id: number): Promise<void> {
  const division = await findDivision(deps.db, id);
  if (!division || !(await deleteDivision(deps.db, id))) throw notFound(NOT_FOUND);
  await deps.caches.teams.reload();
}

/** `division,email` rows: a division named by no division of the event is a problem of that row; the rest are listed and applied. */
export async function assignDivisions(deps: Deps, eventId: number, rows: readonly { division: string; email: string }[]): Promise<ImportOutcome> {
  knownEvent(deps, eventId);
  const byName = new Map((await listDivisions(deps.db, eventId)).map((division) => [division.name.toLowerCase(), division.id]));
  const result: ImportOutcome = { applied: 0, problems: [] };
  const assignments: { division_id: number; email: string }[] = [];
  for (const [index, row] of rows.entries()) {
    const id = byName.get(row.division.toLowerCase());
    if (id === undefined) result.problems.push({ row: index + 1, email: row.email, problem: notFound('No division is called {division} in this event', { division: row.division }) });
    else assignments.push({ division_id: id, email: row.email });
  }
  await deps.db.transaction((trx) => assignDivisionEmails(trx, eventId, assignments));
  result.applied = assignments.length;
  await deps.caches.teams.reload();
  return result;
}
