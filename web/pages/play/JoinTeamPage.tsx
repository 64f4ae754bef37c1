import { Link, useNavigate } from 'react-router-dom';
import { UsersRound } from 'lucide-react';
import { isJoinCode, normaliseJoinCode } from '../../../core/teamRules';
import { LoadingScreen } from '../../components/LoadingScreen';
import { PageHeader } from '../../components/PageHeader';
import { useTeamChange } from '../../components/team/useTeamChange';
import { useMyTeam } from '../../hooks/useTeams';
import { teamApi } from '../../lib/teamApi';

/**
 * /join/:code signed in: the link (or QR) a teammate shared. Joining waits for the student's
 * 'Join team', so a link opened by mistake changes nothing; then the team page.
 */
export default function JoinTeamPage({ code: linked }: { code: string }) {
  const code = normaliseJoinCode(linked);
  const navigate = useNavigate();
  const { myTeam, isLoading } = useMyTeam();
  const { change, busy, problem } = useTeamChange();
  const team = myTeam?.team ?? null;

  async function join() {
    if (await change(() => teamApi.joinTeam({ code }), 'The team could not be joined. Please try again.')) navigate('/team');
  }

  return (
    <div className="page">
      <PageHeader title="Join a Team" backTo="/dashboard" backLabel="Back to dashboard" />
      <main className="container team-page">
        {isLoading && !myTeam ? (
          <LoadingScreen label="Loading your team..." />
        ) : (
          <section className="card team-join" aria-labelledby="join-title" data-testid="join-team-card">
            <UsersRound size={36} className="team-join-icon" aria-hidden />
            <h2 id="join-title">Join a team</h2>
            {!isJoinCode(code) ? (
              <p className="error-text" role="alert">
                This join link is not complete. Ask your teammate to send it again, or type their code on your Team page.
              </p>
            ) : team?.joinCode === code ? (
              <p>You are already in {team.name}.</p>
            ) : (
              <>
                <p className="muted">A teammate invited you with the code</p>
                <p className="team-code" data-testid="join-page-code">
                  {code}
                </p>
                {team && <p className="muted">You are in {team.name} now: leave it on your Team page before joining another team.</p>}
                {problem && (
                  <p className="error-text" role="alert">
                    {problem}
                  </p>
                )}
                <button type="button" className="btn btn-primary btn-block" onClick={() => void join()} disabled={busy} data-testid="join-team">
                  {busy ? 'Joining...' : 'Join team'}
                </button>
              </>
            )}
            <Link to="/team" className="btn btn-outline btn-block">
              Go to your Team page
            </Link>
          </section>
        )}
      </main>
    </div>
  );
}
