import { i18n } from '@lingui/core';
import type { SWRConfiguration } from 'swr';
import type { DivisionDto, EventMode } from '../../core/teams';

/** Which board the leaderboard page shows: everyone's (the live race board), one division's, or the teams'. */
export type BoardView = { kind: 'everyone' } | { kind: 'division'; divisionId: number } | { kind: 'teams' };

export interface BoardViewOption {
  /** Names the view in the page's address (`?view=`), so a view can be linked and survives a reload. */
  key: string;
  label: string;
  view: BoardView;
}

/** Everyone's board, named in the language in use when the switch is drawn. */
const everyone = (): BoardViewOption => ({ key: 'everyone', label: i18n._({ id: 'board.everyone', message: 'Everyone' }), view: { kind: 'everyone' } });

/**
 * The views the switch offers: everyone first, then each division of the event in the server's
 * order, then the teams when the event is played in teams. While the event's mode is not known
 * yet (undefined) the teams' view waits: a solo event has no team board to show.
 */
export function boardViews(mode: EventMode | undefined, divisions: readonly DivisionDto[]): BoardViewOption[] {
  const byDivision = divisions.map((division) => ({
    key: `division-${division.id}`,
    label: division.name,
    view: { kind: 'division', divisionId: division.id } as const,
  }));
  const teams: BoardViewOption[] = mode && mode !== 'solo' ? [{ key: 'teams', label: i18n._({ id: 'board.teams', message: 'Teams' }), view: { kind: 'teams' } }] : [];
  return [everyone(), ...byDivision, ...teams];
}

/** The view the address names, or everyone's when it names none that is offered (a division since removed, a mistyped link). */
export function chosenView(options: readonly BoardViewOption[], key: string | null): BoardViewOption {
  return options.find((option) => option.key === key) ?? everyone();
}

/** How the division and team views are read: on every mount; then the board's stream keeps them (useLeaderboardStream). */
export const boardViewReads: SWRConfiguration = { revalidateOnMount: true };
