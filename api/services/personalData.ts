import type { ApiTokenRow, UserRow } from '../../db/rows';
import { unauthorized } from '../errors';
import type { CliLoginRow } from '../repos/cliLogins';
import {
  listOwnCliLogins,
  listOwnCollection,
  listOwnMarks,
  listOwnSessions,
  listOwnSurveyResponses,
  listOwnTokens,
  listOwnWrongCodes,
  type CollectionWithPiece,
  type OwnMarkRow,
  type ResponseWithTitle,
} from '../repos/personalData';
import { findUserById } from '../repos/users';
import type { Deps } from './types';

/** Everything kept about one person, as stored (presenters/personalData.ts shapes the file). */
export interface PersonalData {
  user: UserRow;
  collection: CollectionWithPiece[];
  wrongCodes: { code: string; attempted_at: Date }[];
  surveyResponses: ResponseWithTitle[];
  marks: OwnMarkRow[];
  sessions: { expires_at: Date }[];
  tokens: ApiTokenRow[];
  cliLogins: CliLoginRow[];
}

/** Read from the database, not the caches: the file must hold what is stored, last-seen time included. */
export async function readPersonalData(deps: Deps, userId: string): Promise<PersonalData> {
  const { db } = deps;
  const [user, collection, wrongCodes, surveyResponses, marks, sessions, tokens, cliLogins] = await Promise.all([
    findUserById(db, userId),
    listOwnCollection(db, userId),
    listOwnWrongCodes(db, userId),
    listOwnSurveyResponses(db, userId),
    listOwnMarks(db, userId),
    listOwnSessions(db, userId),
    listOwnTokens(db, userId),
    listOwnCliLogins(db, userId),
  ]);
  // Erased between the session check and these reads.
  if (!user) throw unauthorized();
  return { user, collection, wrongCodes, surveyResponses, marks, sessions, tokens, cliLogins };
}
