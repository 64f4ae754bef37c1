import type { I18n, MessageDescriptor } from '@lingui/core';
import { OVERVIEW_TEAMS } from '../../../core/liveOverview';

export const TEAM_STANDING_COLUMNS: readonly MessageDescriptor[] = [
  /*i18n*/ { id: 'admin.overview.column.rank', message: 'Rank' },
  /*i18n*/ { id: 'admin.overview.column.team', message: 'Team' },
  /*i18n*/ { id: 'admin.overview.column.members', message: 'Members' },
  /*i18n*/ { id: 'admin.overview.column.points', message: 'Points' },
  /*i18n*/ { id: 'admin.overview.column.pieces', message: 'Pieces' },
  /*i18n*/ { id: 'admin.overview.column.status', message: 'Status' },
];
export const DIVISION_STANDING_COLUMNS: readonly MessageDescriptor[] = [
  /*i18n*/ { id: 'admin.overview.column.rank', message: 'Rank' },
  /*i18n*/ { id: 'admin.overview.column.division', message: 'Division' },
  /*i18n*/ { id: 'admin.overview.column.finished', message: 'Finished' },
  /*i18n*/ { id: 'admin.overview.column.averagePoints', message: 'Average Points' },
];

/** The team table's caption: which teams it shows (the server sends the first ten) and how they rank. */
export function teamStandingsCaption(i18n: I18n, shown: number): string {
  return shown < OVERVIEW_TEAMS
    ? i18n._({
        id: 'admin.overview.teamCaption',
        message: '{shown, plural, one {# team} other {# teams}} of the current event: completed teams by points, then the rest by pieces found.',
        values: { shown },
      })
    : i18n._({
        id: 'admin.overview.teamCaptionFirst',
        message: 'The first {shown} teams of the current event: completed teams by points, then the rest by pieces found.',
        values: { shown: OVERVIEW_TEAMS },
      });
}

export const DIVISION_STANDINGS_CAPTION: MessageDescriptor = /*i18n*/ {
  id: 'admin.overview.divisionCaption',
  message: 'The divisions of the current event: by the average points of their finishers, then by how many finished.',
};

/** A division's 'Finished' cell: '3 of 12' (finishers of its players). */
export function finishedText(i18n: I18n, division: { finishers: number; players: number }): string {
  return i18n._({ id: 'admin.overview.finished', message: '{finishers} of {players}', values: division });
}
