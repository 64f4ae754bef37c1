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

// The confirmation brings Radix: loaded only when someone asks to leave.
const LeaveTeamDialog = lazy(() => import('../../components/team/LeaveTeamDialog'));

/**
 * /team: the student's team, kept live (the hunt stream's `event: team`, see useHuntState) so a
 * teammate's find or a new member shows without a reload; without a team, the ways to get one.
 */
export default function TeamPage() {
  const { myTeam, error, isLoading } = useMyTeam({ live: true });
  useHuntState({ live: true });
  useDashboardFollowsTeam(myTeam?.team?.progress.collected);
  return (
    <div className="page">
      <PageHeader title="Team" backTo="/dashboard" backLabel="Back to dashboard" />
      <main className="container team-page">
        {isLoading && !myTeam ? (
          <LoadingScreen label="Loading your team..." />
        ) : !myTeam ? (
          <p className="error-text" role="alert">
            Could not load your team ({error ? failureSummary(error) : 'no answer'}).
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
  const [leaving, setLeaving] = useState(false);
  return (
    <>
      <TeamSummary team={team} mode={mode} />
      {invites(myTeam, team) ? (
        <TeamInvite teamName={team.name} code={team.joinCode} />
      ) : (
        <p className="card muted" data-testid="team-closed-note">
          {myTeam.open ? 'Your team is full.' : 'Teams are closed: nobody joins or leaves until the organisers open them again.'}
        </p>
      )}
      <TeamMembers members={team.members} teamSize={myTeam.teamSize} />
      <TeamCollection finds={team.collection} />
      {myTeam.open && (
        <button type="button" className="btn btn-outline btn-block team-leave" onClick={() => setLeaving(true)} data-testid="leave-team">
          <LogOut size={18} aria-hidden />
          Leave team
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
  const choices = teamChoices(myTeam);
  return (
    <>
      <section className="card" aria-labelledby="no-team-title" data-testid="no-team">
        <h2 id="no-team-title" className="card-title">
          <Users size={20} aria-hidden />
          You are not in a team yet
        </h2>
        <p className="muted">
          {choices.note === 'closed'
            ? 'Teams are closed: nobody joins or leaves until the organisers open them again.'
            : choices.note === 'organisers'
              ? 'The organisers form the teams: yours shows here once they put you in one. If they gave you a join code, type it below.'
              : `Teams have up to ${myTeam.teamSize} members. Create one and invite your friends, or join a friend's team with its code.`}
        </p>
      </section>
      {choices.create && <CreateTeamForm />}
      {choices.join && <JoinCodeForm />}
    </>
  );
}

function SoloEvent() {
  return (
    <section className="card empty-state" data-testid="solo-event">
      <Users size={40} aria-hidden />
      <h2 className="empty-title">No teams in this hunt</h2>
      <p className="muted">Everyone hunts alone this time.</p>
      <Link to="/dashboard" className="btn btn-outline">
        Back to Dashboard
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
