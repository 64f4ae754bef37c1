import type { ApiTokenRow, UserRow } from '../../db/rows';
import { unauthorized } from '../errors';
import type { CliLoginRow } from '../repos/cliLogins';
import {
  listOwnCliLogins,
  listOwnCollection,
  listOwnHintReveals,
  listOwnMarks,
  listOwnParticipations,
  listOwnPushSubscriptions,
  listOwnSessions,
  listOwnSignInIdentities,
  listOwnSurveyResponses,
  listOwnTokens,
  listOwnWrongCodes,
  type CollectionWithPiece,
  type OwnHintRevealRow,
  type OwnMarkRow,
  type OwnParticipationRow,
  type ResponseWithTitle,
} from '../repos/personalData';
import { findUserById } from '../repos/users';
import type { Deps } from '../deps';

/** Everything kept about one person, as stored (presenters/personalData.ts shapes the file). */
export interface PersonalData {
  user: UserRow;
  participations: OwnParticipationRow[];
  collection: CollectionWithPiece[];
  wrongCodes: { code: string; attempted_at: Date }[];
  surveyResponses: ResponseWithTitle[];
  marks: OwnMarkRow[];
  sessions: { expires_at: Date }[];
  signInIdentities: { provider: string; subject: string; created_at: Date }[];
  tokens: ApiTokenRow[];
  cliLogins: CliLoginRow[];
  pushSubscriptions: { endpoint: string; created_at: Date }[];
  hintReveals: OwnHintRevealRow[];
}

/**
 * Read from the database, not the caches: the file must hold what is stored, last-seen time
 * included. One read-only transaction: the parts agree with each other (one snapshot), and a
 * download holds one connection of the pool, never a dozen, while scans wait for theirs.
 */
export async function readPersonalData(deps: Deps, userId: string): Promise<PersonalData> {
  const data = await deps.db.transaction(
    async (trx) => ({
      user: await findUserById(trx, userId, null),
      participations: await listOwnParticipations(trx, userId),
      collection: await listOwnCollection(trx, userId),
      wrongCodes: await listOwnWrongCodes(trx, userId),
      surveyResponses: await listOwnSurveyResponses(trx, userId),
      marks: await listOwnMarks(trx, userId),
      sessions: await listOwnSessions(trx, userId),
      signInIdentities: await listOwnSignInIdentities(trx, userId),
      tokens: await listOwnTokens(trx, userId),
      cliLogins: await listOwnCliLogins(trx, userId),
      pushSubscriptions: await listOwnPushSubscriptions(trx, userId),
      hintReveals: await listOwnHintReveals(trx, userId),
    }),
    { isolationLevel: 'repeatable read', readOnly: true },
  );
  // Erased between the session check and these reads.
  const { user } = data;
  if (!user) throw unauthorized();
  return { ...data, user };
}
