import { lazy, Suspense, useEffect, useState } from 'react';
import { useSWRConfig } from 'swr';
import { Link } from 'react-router-dom';
import { LogOut, Users } from 'lucide-react';
import { API } from '../../../core/apiPaths';
import type { MyTeamDto, TeamDto } from '../../../core/teams';
import { LoadingScreen } from '../../components/LoadingScreen';
import { PageHeader } from '../../components/PageHeader';
import { CreateTeamForm } from '../../components/team/CreateTeamForm';
import { JoinCodeForm } from '../../components/team/JoinCodeForm';
import { TeamCollection } from '../../components/team/TeamCollection';
import { TeamInvite } from '../../components/team/TeamInvite';
import { TeamMembers } from '../../components/team/TeamMembers';
import { TeamSummary } from '../../components/team/TeamSummary';
import { useMyTeam } from '../../hooks/useTeams';
import { useHuntState } from '../../hooks/useHuntState';
import { failureSummary } from '../../lib/api';
import { invites, teamChoices } from '../../lib/team';
import { useI18n } from '../../hooks/useI18n';

const TEAMS_CLOSED = /*i18n*/ { id: 'team.closed', message: 'Teams are closed: nobody joins or leaves until the organisers open them again.' };

// The confirmation brings Radix: loaded only when someone asks to leave.
const LeaveTeamDialog = lazy(() => import('../../components/team/LeaveTeamDialog'));

/**
 * /team: the student's team, kept live (the hunt stream's `event: team`, see useHuntState) so a
 * teammate's find or a new member shows without a reload; without a team, the ways to get one.
 */
export default function TeamPage() {
  const i18n = useI18n();
  const { myTeam, error, isLoading } = useMyTeam({ live: true });
  useHuntState({ live: true });
  useDashboardFollowsTeam(myTeam?.team?.progress.collected);
  return (
    <div className="page">
      <PageHeader
        title={i18n._({ id: 'team.title', message: 'Team' })}
        backTo="/dashboard"
        backLabel={i18n._({ id: 'page.backDashboard', message: 'Back to dashboard' })}
      />
      <main className="container team-page">
        {isLoading && !myTeam ? (
          <LoadingScreen label={i18n._({ id: 'team.loading', message: 'Loading your team...' })} />
        ) : !myTeam ? (
          <p className="error-text" role="alert">
            {i18n._({
              id: 'team.failed',
              message: 'Could not load your team ({reason}).',
              values: { reason: error ? failureSummary(error) : i18n._({ id: 'declarations.noAnswer', message: 'no answer' }) },
            })}
          </p>
        ) : myTeam.mode === 'solo' ? (
          <SoloEvent />
        ) : myTeam.team ? (
          <YourTeam myTeam={myTeam} team={myTeam.team} mode={myTeam.mode} />
        ) : (
          <NoTeam myTeam={myTeam} />
        )}
      </main>
    </div>
  );
}

function YourTeam({ myTeam, team, mode }: { myTeam: MyTeamDto; team: TeamDto; mode: Exclude<MyTeamDto['mode'], 'solo'> }) {
  const i18n = useI18n();
  const [leaving, setLeaving] = useState(false);
  return (
    <>
      <TeamSummary team={team} mode={mode} />
      {invites(myTeam, team) ? (
        <TeamInvite teamName={team.name} code={team.joinCode} />
      ) : (
        <p className="card muted" data-testid="team-closed-note">
          {myTeam.open ? i18n._({ id: 'team.full', message: 'Your team is full.' }) : i18n._(TEAMS_CLOSED)}
        </p>
      )}
      <TeamMembers members={team.members} teamSize={myTeam.teamSize} />
      <TeamCollection finds={team.collection} />
      {myTeam.open && (
        <button type="button" className="btn btn-outline btn-block team-leave" onClick={() => setLeaving(true)} data-testid="leave-team">
          <LogOut size={18} aria-hidden />
          {i18n._({ id: 'team.leave', message: 'Leave team' })}
        </button>
      )}
      {leaving && (
        <Suspense fallback={null}>
          <LeaveTeamDialog teamName={team.name} onClose={() => setLeaving(false)} />
        </Suspense>
      )}
    </>
  );
}

function NoTeam({ myTeam }: { myTeam: MyTeamDto }) {
  const i18n = useI18n();
  const choices = teamChoices(myTeam);
  return (
    <>
      <section className="card" aria-labelledby="no-team-title" data-testid="no-team">
        <h2 id="no-team-title" className="card-title">
          <Users size={20} aria-hidden />
          {i18n._({ id: 'team.none.title', message: 'You are not in a team yet' })}
        </h2>
        <p className="muted">
          {choices.note === 'closed'
            ? i18n._(TEAMS_CLOSED)
            : choices.note === 'organisers'
              ? i18n._({
                  id: 'team.none.organisers',
                  message: 'The organisers form the teams: yours shows here once they put you in one. If they gave you a join code, type it below.',
                })
              : i18n._({
                  id: 'team.none.choose',
                  message: "Teams have up to {size} members. Create one and invite your friends, or join a friend's team with its code.",
                  values: { size: myTeam.teamSize },
                })}
        </p>
      </section>
      {choices.create && <CreateTeamForm />}
      {choices.join && <JoinCodeForm />}
    </>
  );
}

function SoloEvent() {
  const i18n = useI18n();
  return (
    <section className="card empty-state" data-testid="solo-event">
      <Users size={40} aria-hidden />
      <h2 className="empty-title">{i18n._({ id: 'team.solo', message: 'No teams in this hunt' })}</h2>
      <p className="muted">{i18n._({ id: 'team.solo.text', message: 'Everyone hunts alone this time.' })}</p>
      <Link to="/dashboard" className="btn btn-outline">
        {i18n._({ id: 'page.toDashboard', message: 'Back to Dashboard' })}
      </Link>
    </section>
  );
}

/**
 * In an event played in teams a teammate's find is the student's too, and the dashboard reads its
 * collection only when asked: once this page sees the team's collection change, the dashboard's
 * copies are dropped, to be read again when it opens.
 */
function useDashboardFollowsTeam(collected: number | undefined) {
  const { mutate } = useSWRConfig();
  useEffect(() => {
    if (collected === undefined) return;
    for (const key of [API.collection, API.puzzles, API.score]) void mutate(key, undefined, { revalidate: false });
  }, [collected, mutate]);
}
