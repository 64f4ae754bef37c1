import { useLocation, useNavigate } from 'react-router-dom';
import { Flag, Trophy } from 'lucide-react';
import type { UserDto } from '../../../core/contracts';
import type { DivisionDto } from '../../../core/teams';
import { PageHeader } from '../../components/PageHeader';
import { isFinalBoard, LeaderboardHuntNotice } from '../../components/hunt/LeaderboardHuntNotice';
import { BoardEntries } from '../../components/leaderboard/BoardEntries';
import { BoardViewSwitch } from '../../components/leaderboard/BoardViewSwitch';
import { DivisionStandings } from '../../components/leaderboard/DivisionStandings';
import { TeamBoard } from '../../components/leaderboard/TeamBoard';
import { YourPosition } from '../../components/leaderboard/YourPosition';
import { useDivisionBoard } from '../../hooks/useDivisionBoard';
import { useHuntState } from '../../hooks/useHuntState';
import { useLeaderboard } from '../../hooks/useLeaderboard';
import { useLeaderboardStream } from '../../hooks/useLeaderboardStream';
import { useDivisions, useMyTeam } from '../../hooks/useTeams';
import { useI18n } from '../../hooks/useI18n';
import { withParts } from '../../lib/richText';
import { boardViews, chosenView } from '../../lib/boardViews';

export function LeaderboardPage({ user }: { user: UserDto }) {
  const i18n = useI18n();
  const navigate = useNavigate();
  const { leaderboard, error, isLoading } = useLeaderboard();
  const { hunt } = useHuntState();
  const { myTeam } = useMyTeam();
  const { divisions } = useDivisions();
  // Read from the address as it is: useSearchParams would add its code to the landing's first load.
  const { search } = useLocation();
  // Once a hunt is over the board is its final one, never 'not published'.
  const final = isFinalBoard(hunt);
  const divisionList = divisions?.divisions ?? [];
  const options = boardViews(myTeam?.mode, divisionList);
  const chosen = chosenView(options, new URLSearchParams(search).get('view'));
  // The board shown is the one followed live (one stream per page).
  useLeaderboardStream(chosen.view);

  const entries = leaderboard?.published ? leaderboard.entries : [];
  const me = leaderboard?.published ? leaderboard.me : null;

  return (
    <div className="page">
      <PageHeader
        title={i18n._({ id: 'leaderboard.title', message: 'Leaderboard' })}
        backTo="/"
        backLabel={i18n._({ id: 'leaderboard.backHome', message: 'Back to home' })}
      />
      <main className="container leaderboard">
        <div role="status" aria-live="polite">
          <LeaderboardHuntNotice hunt={hunt} />
          {leaderboard?.published && leaderboard.frozen && (
            <p className="card board-frozen" data-testid="board-frozen">
              {withParts(
                i18n._({
                  id: 'leaderboard.frozen',
                  message: '<0>Board frozen</0>: the rankings stay as they were until the final results are revealed.',
                }),
                [(part) => <strong>{part}</strong>],
              )}
            </p>
          )}
        </div>
        {options.length > 1 && <BoardViewSwitch options={options} chosen={chosen} />}
        {chosen.view.kind === 'teams' ? (
          <TeamBoard final={final} />
        ) : chosen.view.kind === 'division' ? (
          <DivisionBoard division={{ id: chosen.view.divisionId, name: chosen.label }} final={final} userId={user.id} />
        ) : (
          <>
            {me && <YourPosition me={me} />}
            <section className="card" aria-labelledby="top-performers-title">
              <h2 id="top-performers-title" className="card-title">
                <Trophy size={20} aria-hidden />
                {i18n._({ id: 'leaderboard.top', message: 'Top Performers' })}
              </h2>
              <p className="muted small">{i18n._({ id: 'leaderboard.topLead', message: 'Rankings based on puzzle completion speed and accuracy' })}</p>
              <BoardEntries entries={entries} isLoading={isLoading} error={error} final={final} userId={user.id} />
            </section>
          </>
        )}
        {divisionList.length > 0 && <DivisionStandings mineId={divisions?.mine?.id ?? null} />}
        <button type="button" className="btn btn-outline btn-block" onClick={() => navigate('/dashboard')}>
          {i18n._({ id: 'leaderboard.backDashboard', message: 'Back to Dashboard' })}
        </button>
      </main>
    </div>
  );
}

/** One division's board: the race board ranked within it, patched live while shown. */
function DivisionBoard({ division, final, userId }: { division: DivisionDto; final: boolean; userId: string }) {
  const i18n = useI18n();
  const { board, error, isLoading } = useDivisionBoard(division.id);
  const entries = board?.published ? board.entries : [];
  const me = board?.published ? board.me : null;
  return (
    <>
      {me && <YourPosition me={me} />}
      <section className="card" aria-labelledby="division-board-title" data-testid="division-board">
        <h2 id="division-board-title" className="card-title">
          <Flag size={20} aria-hidden />
          {division.name}
        </h2>
        <p className="muted small">{i18n._({ id: 'leaderboard.divisionLead', message: 'Ranked within the division, as the whole board is' })}</p>
        <BoardEntries entries={entries} isLoading={isLoading && !board} error={board ? undefined : error} final={final} userId={userId} />
      </section>
    </>
  );
}
