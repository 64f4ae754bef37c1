import { Link, useNavigate } from 'react-router-dom';
import { UsersRound } from 'lucide-react';
import { isJoinCode, normaliseJoinCode } from '../../../core/teamRules';
import { LoadingScreen } from '../../components/LoadingScreen';
import { PageHeader } from '../../components/PageHeader';
import { useTeamChange } from '../../components/team/useTeamChange';
import { useMyTeam } from '../../hooks/useTeams';
import { teamApi } from '../../lib/teamApi';
import { useI18n } from '../../hooks/useI18n';

/**
 * /join/:code signed in: the link (or QR) a teammate shared. Joining waits for the student's
 * 'Join team', so a link opened by mistake changes nothing; then the team page.
 */
export default function JoinTeamPage({ code: linked }: { code: string }) {
  const i18n = useI18n();
  const code = normaliseJoinCode(linked);
  const navigate = useNavigate();
  const { myTeam, isLoading } = useMyTeam();
  const { change, busy, problem } = useTeamChange();
  const team = myTeam?.team ?? null;
  const inAnotherTeam =
    team && i18n._({ id: 'team.joinPage.inAnother', message: 'You are in {team} now: leave it on your Team page before joining another team.', values: { team: team.name } });

  async function join() {
    if (await change(() => teamApi.joinTeam({ code }), i18n._({ id: 'team.join.failed', message: 'The team could not be joined. Please try again.' }))) navigate('/team');
  }

  return (
    <div className="page">
      <PageHeader
        title={i18n._({ id: 'team.joinPage.title', message: 'Join a Team' })}
        backTo="/dashboard"
        backLabel={i18n._({ id: 'page.backDashboard', message: 'Back to dashboard' })}
      />
      <main className="container team-page">
        {isLoading && !myTeam ? (
          <LoadingScreen label={i18n._({ id: 'team.loading', message: 'Loading your team...' })} />
        ) : (
          <section className="card team-join" aria-labelledby="join-title" data-testid="join-team-card">
            <UsersRound size={36} className="team-join-icon" aria-hidden />
            <h2 id="join-title">{i18n._({ id: 'team.join.title', message: 'Join a team' })}</h2>
            {!isJoinCode(code) ? (
              <p className="error-text" role="alert">
                {i18n._({
                  id: 'team.joinPage.incomplete',
                  message: 'This join link is not complete. Ask your teammate to send it again, or type their code on your Team page.',
                })}
              </p>
            ) : team?.joinCode === code ? (
              <p>{i18n._({ id: 'team.joinPage.already', message: 'You are already in {team}.', values: { team: team.name } })}</p>
            ) : (
              <>
                <p className="muted">{i18n._({ id: 'team.joinPage.invited', message: 'A teammate invited you with the code' })}</p>
                <p className="team-code" data-testid="join-page-code">
                  {code}
                </p>
                {inAnotherTeam && <p className="muted">{inAnotherTeam}</p>}
                {problem && (
                  <p className="error-text" role="alert">
                    {problem}
                  </p>
                )}
                <button type="button" className="btn btn-primary btn-block" onClick={() => void join()} disabled={busy} data-testid="join-team">
                  {busy ? i18n._({ id: 'team.join.busy', message: 'Joining...' }) : i18n._({ id: 'team.join.submit', message: 'Join team' })}
                </button>
              </>
            )}
            <Link to="/team" className="btn btn-outline btn-block">
              {i18n._({ id: 'team.joinPage.goToTeam', message: 'Go to your Team page' })}
            </Link>
          </section>
        )}
      </main>
    </div>
  );
}
