import { useEffect, useRef } from 'react';
import { useSWRConfig } from 'swr';
import type { LeaderboardDto, ScoreDto } from '../../core/contracts';
import { API } from '../../core/apiPaths';
import { applyTeamBoardMessage } from '../../core/teamBoardPatch';
import { TEAM_API } from '../../core/teamPaths';
import type { TeamBoardDto } from '../../core/teams';
import type { BoardView } from '../lib/boardViews';
import { parseStreamMessage, parseTeamBoardMessage, updateFromStream } from '../lib/leaderboardStream';
import { useHuntMessage } from './useHuntState';

/** The stream a view follows and the read it keeps current. */
function followed(view: BoardView): { stream: string; board: string } {
  if (view.kind === 'division') return { stream: TEAM_API.divisionLeaderboardStream(view.divisionId), board: TEAM_API.divisionLeaderboard(view.divisionId) };
  if (view.kind === 'teams') return { stream: TEAM_API.teamLeaderboardStream, board: TEAM_API.teamLeaderboard };
  return { stream: API.leaderboardStream, board: API.leaderboard };
}

const EVERYONE: BoardView = { kind: 'everyone' };

/** Refetches caused by the stream are spread over this window, so a crowd doesn't ask at once. */
const REFETCH_SPREAD_MS = 3000;

/**
 * Keeps the board the page shows live while it is mounted: everyone's (and the score), a
 * division's, or the team board. The server pushes each change as a patch to the board this page
 * holds, so nothing is fetched; only a page that missed a patch (it
 * reconnected, or fetched at another moment) fetches the board again, after a random pause, and
 * a board shown again after another view was followed is read again at once.
 */
export function useLeaderboardStream(view: BoardView = EVERYONE): void {
  const { cache, mutate } = useSWRConfig();
  const onHunt = useHuntMessage();
  const { stream, board: boardKey } = followed(view);
  const everyone = view.kind === 'everyone';
  const followedBefore = useRef(false);
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const switched = followedBefore.current;
    followedBefore.current = true;
    if (switched) void mutate(boardKey);
    const source = new EventSource(stream);
    let refetchTimer: number | undefined;
    let opened = false;

    const refetchSoon = () => {
      if (refetchTimer !== undefined) return;
      refetchTimer = window.setTimeout(() => {
        refetchTimer = undefined;
        void mutate(boardKey);
        if (everyone) void mutate(API.score);
      }, Math.random() * REFETCH_SPREAD_MS);
    };
    const onMessage = (event: MessageEvent<string>) => {
      const message = parseStreamMessage(event.data);
      if (!message) return;
      const board = cache.get(boardKey)?.data as LeaderboardDto | undefined;
      const update = updateFromStream(board, message);
      if (update.kind === 'refetch') return refetchSoon();
      void mutate(boardKey, update.board, { revalidate: false });
      // The score is the whole board's: a division's own place is not it.
      const { score } = update;
      if (score && everyone) void mutate<ScoreDto>(API.score, (current) => (current ? score(current) : current), { revalidate: false });
    };
    // The team board's changes: a patch to the board held, or the board whole.
    const onTeams = (event: MessageEvent<string>) => {
      const message = parseTeamBoardMessage(event.data);
      const board = message && applyTeamBoardMessage(cache.get(boardKey)?.data as TeamBoardDto | undefined, message);
      if (!board) return refetchSoon();
      void mutate<TeamBoardDto>(boardKey, board, { revalidate: false });
    };
    // A reconnect may have missed patches.
    const onOpen = () => {
      if (opened) refetchSoon();
      opened = true;
    };

    // Where the hunt stands (Start Now, Complete) comes on this stream too.
    const onHuntMessage = (event: MessageEvent<string>) => onHunt(event.data);

    source.addEventListener('leaderboard', onMessage);
    source.addEventListener('teams', onTeams);
    source.addEventListener('hunt', onHuntMessage);
    source.addEventListener('open', onOpen);
    return () => {
      window.clearTimeout(refetchTimer);
      source.removeEventListener('leaderboard', onMessage);
      source.removeEventListener('teams', onTeams);
      source.removeEventListener('hunt', onHuntMessage);
      source.removeEventListener('open', onOpen);
      source.close();
    };
  }, [cache, mutate, onHunt, stream, boardKey, everyone]);
}
