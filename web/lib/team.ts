import type { MyTeamDto, TeamDto } from '../../core/teams';
import { i18n } from '@lingui/core';

/** What a student without a team may do on the team page, and why not when they may not. */
export interface TeamChoices {
  create: boolean;
  join: boolean;
  /** Why a choice is missing: teams closed (the event started), or formed by the organisers. */
  note: 'closed' | 'organisers' | null;
}

/**
 * Creating needs teams formed by students; joining by code works for any team while teams are
 * open (organisers hand out their teams' codes too). The server refuses the same (403).
 */
export function teamChoices({ open, teamFormation }: Pick<MyTeamDto, 'open' | 'teamFormation'>): TeamChoices {
  if (!open) return { create: false, join: false, note: 'closed' };
  if (teamFormation === 'organisers') return { create: false, join: true, note: 'organisers' };
  return { create: true, join: true, note: null };
}

/** Whether the team page shows the invitation (code, link, QR): only while someone could still join with it. */
export function invites(myTeam: Pick<MyTeamDto, 'open' | 'teamSize'>, team: Pick<TeamDto, 'members'>): boolean {
  return myTeam.open && team.members.length < myTeam.teamSize;
}

/** '3 of 5 members'. */
export function membersLine(members: number, teamSize: number): string {
  return i18n._({ id: 'team.membersLine', message: '{members} of {teamSize, plural, one {# member} other {# members}}', values: { members, teamSize } });
}

/** Under the team's progress: done, or what is left. */
export function completionLine(progress: TeamDto['progress']): string {
  if (progress.completedAt) return i18n._({ id: 'team.completed', message: 'Your team completed the collection!' });
  if (progress.total === 0) return i18n._({ id: 'team.noPieces', message: 'No pieces to find yet.' });
  const left = Math.max(progress.total - progress.collected, 0);
  return i18n._({ id: 'team.left', message: '{left, plural, one {# piece} other {# pieces}} left to complete the collection.', values: { left } });
}
