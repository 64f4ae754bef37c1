import type { UserRow } from '../../db/rows';
import { sessionKey } from '../caches/sessionCache';
import type { AppContext } from '../context';
import { AppError } from '../errors';
import type { StreamOwner } from '../realtime/leaderboardStreams';

/**
 * Turns a signed-in request into one of `streams`' server-sent-event streams, owned by its
 * session (or by an API token: no session key), so a logout ends it. 429 past the per-user limit.
 */
export function openStream(
  ctx: AppContext,
  streams: { open(ctx: AppContext, owner: StreamOwner): boolean },
  viewer: Pick<UserRow, 'id' | 'role'>,
  board: StreamOwner['board'] = null,
): void {
  const sessionId = ctx.state.authVia === 'session' ? ctx.cookies.get(ctx.state.deps.config.sessionCookie) : undefined;
  if (!streams.open(ctx, { viewer, sessionKey: sessionId ? sessionKey(sessionId) : null, board })) {
    throw new AppError('rate_limited', 'Too many live connections: close another tab and try again');
  }
}
