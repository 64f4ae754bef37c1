import { OVERVIEW_TEAMS } from '../../../core/liveOverview';
import { countOf } from '../../../core/plural';

export const TEAM_STANDING_COLUMNS = ['Rank', 'Team', 'Members', 'Points', 'Pieces', 'Status'] as const;
export const DIVISION_STANDING_COLUMNS = ['Rank', 'Division', 'Finished', 'Average Points'] as const;

/** The team table's caption: which teams it shows (the server sends the first ten) and how they rank. */
export function teamStandingsCaption(shown: number): string {
  const which = shown < OVERVIEW_TEAMS ? `${countOf(shown, 'team')} of the current event` : `The first ${OVERVIEW_TEAMS} teams of the current event`;
  return `${which}: completed teams by points, then the rest by pieces found.`;
}

export const DIVISION_STANDINGS_CAPTION = 'The divisions of the current event: by the average points of their finishers, then by how many finished.';

/** A division's 'Finished' cell: '3 of 12' (finishers of its players). */
export function finishedText(division: { finishers: number; players: number }): string {
  return `${division.finishers} of ${division.players}`;
}
