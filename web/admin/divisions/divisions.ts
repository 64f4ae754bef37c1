import { i18n } from '@lingui/core';
import { TEAM_API } from '../../../core/teamPaths';
import type { EventDto } from '../../../core/admin';
import { ADMIN_API } from '../../../core/adminPaths';
import { domainListText, readDomainList } from '../../../core/divisionDomains';
import { divisionCreateSchema, type AdminDivisionDto } from '../../../core/teams';
import type { PrizeTierDto } from '../../../core/prizeTiers';
import { newTier, prizeTierForms, prizeTierProblem, prizeTiersInput, type PrizeTierForm } from '../events/events';
import type { AdminKey } from '../shared/adminKeys';
import { coreText, zodWords } from '../shared/coreWords';

/**
 * What a change to a division touches: the event's list, the users and the Overview's standings,
 * and the students' divisions and the divisions' standings.
 */
export const divisionChangeKeys = (eventId: number): { revalidate: AdminKey[]; participantKeys: string[] } => ({
  revalidate: [ADMIN_API.divisionsOf(eventId), ADMIN_API.users, ADMIN_API.live],
  participantKeys: [TEAM_API.divisions, TEAM_API.divisionStandings],
});

export interface DivisionForm {
  name: string;
  /** The e-mail domains as typed, one comma list. */
  domains: string;
  /** Prize tiers of its own (`tiers`), or the event's. */
  ownTiers: boolean;
  tiers: PrizeTierForm[];
}

export function divisionFormOf(division?: Pick<AdminDivisionDto, 'name' | 'emailDomains' | 'prizeTiers'>): DivisionForm {
  const own = division?.prizeTiers ?? null;
  return {
    name: division?.name ?? '',
    domains: domainListText(division?.emailDomains ?? []),
    ownTiers: own !== null,
    tiers: own && own.length > 0 ? prizeTierForms(own) : [newTier()],
  };
}

const divisionFieldsSchema = divisionCreateSchema.omit({ eventId: true });
type DivisionFields = { name: string; emailDomains: string[]; prizeTiers: PrizeTierDto[] | null };

/** The form as the server's schema reads it, or its first problem. */
export function readDivisionForm(form: DivisionForm): { fields: DivisionFields } | { problem: string } {
  const domains = readDomainList(form.domains);
  const prizeTiers = form.ownTiers ? prizeTiersInput(form.tiers) : null;
  const parsed = divisionFieldsSchema.safeParse({ name: form.name, emailDomains: domains, prizeTiers }, zodWords(i18n));
  if (parsed.success) return { fields: parsed.data };
  const issue = parsed.error.issues[0];
  const [field, index, tierField] = issue?.path ?? [];
  if (field === 'name') {
    return {
      problem:
        issue?.code === 'too_big'
          ? i18n._({ id: 'admin.events.nameProblem', message: 'Name: {problem}', values: { problem: coreText(i18n, issue.message) } })
          : i18n._({ id: 'admin.events.nameRequired', message: 'Name is required' }),
    };
  }
  if (field === 'prizeTiers' && issue) return { problem: prizeTierProblem(index, tierField, issue) };
  if (field === 'emailDomains' && typeof index === 'number') {
    return { problem: i18n._({ id: 'admin.divisions.badDomain', message: '{domain} is not a domain like example.ac.uk', values: { domain: domains[index] } }) };
  }
  return { problem: i18n._({ id: 'admin.divisions.domainsProblem', message: 'E-mail domains: {problem}', values: { problem: coreText(i18n, issue?.message ?? 'invalid') } }) };
}

/** PATCH's body: only what changed; empty when nothing did. */
export function divisionChanges(fields: DivisionFields, original: Pick<AdminDivisionDto, 'name' | 'emailDomains' | 'prizeTiers'>): Partial<DivisionFields> {
  const changes: Partial<DivisionFields> = {};
  if (fields.name !== original.name) changes.name = fields.name;
  if (JSON.stringify(fields.emailDomains) !== JSON.stringify(original.emailDomains)) changes.emailDomains = fields.emailDomains;
  if (JSON.stringify(fields.prizeTiers) !== JSON.stringify(original.prizeTiers)) changes.prizeTiers = fields.prizeTiers;
  return changes;
}

/** The line above the table: who gives students their division in this event. */
export function divisionsNote(event: Pick<EventDto, 'divisionChoice'>): string {
  return event.divisionChoice === 'students'
    ? i18n._({ id: 'admin.divisions.noteStudents', message: 'Students pick their division once, from this list (Events, Edit: who gives divisions).' })
    : i18n._({ id: 'admin.divisions.noteOrganisers', message: 'Students are given their division by their e-mail’s domain, or by an imported list, which waits for their first sign-in.' });
}
