import { useDeferredValue } from 'react';
import { Link } from 'react-router-dom';
import { QrCode, Trophy } from 'lucide-react';
import type { UserDto } from '../../../core/contracts';
import { Header } from '../../components/Header';
import { LoadingScreen } from '../../components/LoadingScreen';
import { ProgressRing } from '../../components/dashboard/ProgressRing';
import { PuzzleGrid } from '../../components/dashboard/PuzzleGrid';
import { ScoreCard } from '../../components/dashboard/ScoreCard';
import { ShareButton } from '../../components/dashboard/ShareButton';
import { WaitingQuestionnaires } from '../../components/dashboard/WaitingQuestionnaires';
import { WelcomeCard } from '../../components/dashboard/WelcomeCard';
import { YourDataCard } from '../../components/dashboard/YourDataCard';
import { ChooseDivisionCard } from '../../components/dashboard/ChooseDivisionCard';
import { TeamCard } from '../../components/team/TeamCard';
import { HuntBanner } from '../../components/hunt/HuntBanner';
import { AnnouncementBanner } from '../../components/announcements/AnnouncementBanner';
import { OfflineNotice } from '../../components/offline/OfflineNotice';
import { useCollection } from '../../hooks/useCollection';
import { useDivisions } from '../../hooks/useTeams';
import { usePuzzles } from '../../hooks/usePuzzles';
import { useScore } from '../../hooks/useScore';
import { failureSummary } from '../../lib/api';
import { summariseCollection } from '../../lib/collection';
import { useI18n } from '../../hooks/useI18n';
import { withParts } from '../../lib/richText';

export function DashboardPage({ user }: { user: UserDto }) {
  const i18n = useI18n();
  const puzzlesAnswer = usePuzzles();
  const collectionAnswer = useCollection();
  // SWR hands each answer over as an urgent update, which React renders in one piece: the
  // collection is most of the page, so it follows its data as a transition, in slices.
  const puzzles = useDeferredValue(puzzlesAnswer.puzzles);
  const collection = useDeferredValue(collectionAnswer.collection);
  const collectionLoading = useDeferredValue(puzzlesAnswer.isLoading || collectionAnswer.isLoading);
  const puzzlesError = puzzlesAnswer.error;
  const collectionError = collectionAnswer.error;
  const { score } = useScore();
  const { divisions } = useDivisions();
  const choosesDivision = divisions?.choice === 'students' && divisions.mine === null && divisions.divisions.length > 0;

  const summary = summariseCollection(puzzles ?? [], collection ?? []);
  // One rule decides completion everywhere: the server's, kept when pieces are added later.
  const finished = Boolean(score?.score.completedAt);
  const loadError = puzzlesError ?? collectionError;

  return (
    <div className="page">
      <Header />
      <main className="container dashboard">
        <WelcomeCard user={user} collection={collection} division={divisions?.mine?.name ?? null} />
        <HuntBanner />
        <AnnouncementBanner />
        <OfflineNotice />
        <WaitingQuestionnaires />
        {choosesDivision && <ChooseDivisionCard divisions={divisions.divisions} />}
        <TeamCard />
        {collectionLoading ? (
          <LoadingScreen label={i18n._({ id: 'dashboard.loading', message: 'Loading your collection...' })} />
        ) : (
          <>
            {loadError && (
              <p className="error-text" role="alert">
                {i18n._({ id: 'dashboard.failed', message: 'Could not load your collection ({reason}).', values: { reason: failureSummary(loadError) } })}
              </p>
            )}
            <section className="card progress-card" aria-label={i18n._({ id: 'dashboard.progress.label', message: 'Progress' })}>
              <ProgressRing {...summary} />
              <div className="progress-side">
                <h2>{i18n._({ id: 'dashboard.progress.title', message: 'Your Progress' })}</h2>
                <p className="muted">
                  {finished
                    ? i18n._({ id: 'dashboard.finished', message: 'You finished the hunt. Amazing work!' })
                    : i18n._({ id: 'dashboard.findAll', message: 'Find every hidden QR code to complete the hunt.' })}
                </p>
                {!finished && score?.rank != null && (
                  <p className="race-place" data-testid="race-place">
                    {withParts(i18n._({ id: 'dashboard.racePlace', message: 'You are <0>#{rank}</0> in the race', values: { rank: score.rank } }), [
                      (place) => <strong>{place}</strong>,
                    ])}
                  </p>
                )}
                <ShareButton collected={summary.collected} total={summary.total} />
              </div>
            </section>
            {/* The collection before the score: on a phone at rest the floating scan button
                sits over the score card, never over the 'Puzzle Collection' heading. */}
            <section aria-labelledby="collection-title">
              <h2 id="collection-title" className="section-title">
                {i18n._({ id: 'dashboard.collection', message: 'Puzzle Collection' })}
              </h2>
              <PuzzleGrid pieces={puzzles ?? []} />
            </section>
            <ScoreCard score={score} collected={summary.collected} total={summary.total} complete={finished} />
            {/* Shown with the collection, not below its loading state: nothing jumps when it arrives. */}
            <Link to="/leaderboard" className="btn btn-outline btn-block">
              <Trophy size={18} aria-hidden />
              {i18n._({ id: 'dashboard.leaderboard', message: 'View Full Leaderboard' })}
            </Link>
            <YourDataCard user={user} />
          </>
        )}
      </main>
      <Link to="/scanner" className="fab" data-testid="scan-fab">
        <QrCode size={22} aria-hidden />
        {i18n._({ id: 'dashboard.scan', message: 'Scan QR Code' })}
      </Link>
    </div>
  );
}
