import type { Knex } from 'knex';
import * as createUsers from './20261121000100_create_users';
import * as createPiecesAndLinks from './20261121000200_create_pieces_and_links';
import * as createQuestionnaires from './20261121000300_create_questionnaires';
import * as createEvents from './20261121000400_create_events';
import * as createCliLoginRequests from './20261121000500_create_cli_login_requests';
import * as addScanFunction from './20261123000100_add_scan_function';
import * as addChangeNotifications from './20261123000200_add_change_notifications';
import * as addPlacesAndFairPlay from './20261124000100_add_places_and_fair_play';
import * as scanWithFairPlay from './20261124000200_scan_with_fair_play';
import * as scanEvidence from './20261125000100_scan_evidence';
import * as erasedUsers from './20261125000300_erased_users';
import * as functionsInOneHome from './20261126000100_functions_in_one_home';
import * as eventsKeepTheirData from './20261127000100_events_keep_their_data';
import * as announcements from './20261127000200_announcements';
import * as eventScreens from './20261127000300_event_screens';
import * as boardFreeze from './20261127000400_board_freeze';
import * as webPush from './20261127000500_web_push';
import * as theGame from './20261127000600_the_game';
import * as declarationsAccepted from './20261127000700_declarations_accepted';
import * as teamsAndDivisions from './20261127000800_teams_and_divisions';
import * as plansThatLast from './20261127000900_plans_that_last';
import * as signInIdentities from './20261127001000_sign_in_identities';
import * as announcedAfterCommit from './20261128000100_announced_after_commit';
import * as eventLanguage from './20261129000100_event_language';
import * as scansInBatches from './20261130000100_scans_in_batches';
import * as scanInFewerStatements from './20261130000200_scan_in_fewer_statements';

type Migration = { up: (knex: Knex) => Promise<void>; down: (knex: Knex) => Promise<void> };

/** Every migration, in order. Static imports keep them working under tsx, Vite and vitest alike. */
const migrations: Record<string, Migration> = {
  '20261121000100_create_users': createUsers,
  '20261121000200_create_pieces_and_links': createPiecesAndLinks,
  '20261121000300_create_questionnaires': createQuestionnaires,
  '20261121000400_create_events': createEvents,
  '20261121000500_create_cli_login_requests': createCliLoginRequests,
  '20261123000100_add_scan_function': addScanFunction,
  '20261123000200_add_change_notifications': addChangeNotifications,
  '20261124000100_add_places_and_fair_play': addPlacesAndFairPlay,
  '20261124000200_scan_with_fair_play': scanWithFairPlay,
  '20261125000100_scan_evidence': scanEvidence,
  '20261125000300_erased_users': erasedUsers,
  '20261126000100_functions_in_one_home': functionsInOneHome,
  '20261127000100_events_keep_their_data': eventsKeepTheirData,
  '20261127000200_announcements': announcements,
  '20261127000300_event_screens': eventScreens,
  '20261127000400_board_freeze': boardFreeze,
  '20261127000500_web_push': webPush,
  '20261127000600_the_game': theGame,
  '20261127000700_declarations_accepted': declarationsAccepted,
  '20261127000800_teams_and_divisions': teamsAndDivisions,
  '20261127000900_plans_that_last': plansThatLast,
  '20261127001000_sign_in_identities': signInIdentities,
  '20261128000100_announced_after_commit': announcedAfterCommit,
  '20261129000100_event_language': eventLanguage,
  '20261130000100_scans_in_batches': scansInBatches,
  '20261130000200_scan_in_fewer_statements': scanInFewerStatements,
};

export const migrationSource: Knex.MigrationSource<string> = {
  getMigrations: async () => Object.keys(migrations),
  getMigrationName: (name) => name,
  getMigration: async (name) => {
    const migration = migrations[name];
    if (!migration) throw new Error(`Unknown migration ${name}`);
    return migration;
  },
};
