import { Activity, ScanLine, TrendingUp, Users } from 'lucide-react';
import { ApiTokensCard } from '../tokens/ApiTokensCard';
import { AnnouncementsCard } from '../announcements/AnnouncementsCard';
import { CodeHealthCard } from '../shared/CodeHealth';
import { LiveOverview } from './LiveOverview';
import { DivisionStandingsCard, TeamStandingsCard } from './Standings';
import { useLiveOverview } from './useLiveOverview';
import { DataExportCard } from '../exports/DataExportCard';
import { StatCard } from './StatCard';
import { useAdminAnalytics } from './useAdminAnalytics';
import { useAdminUsers } from '../users/useAdminUsers';
import { useSurveyResponses } from '../questionnaires/useSurveyResponses';
import { failureText } from '../shared/failure';
import overview from './overview.module.css';
import panel from '../shared/panel.module.css';

/**
 * The live picture and the team and division standings (one read, moved by the live stream),
 * announcements and code health above the four stat cards (refetched every minute) and the CSV exports.
 */
export default function OverviewSection() {
  const { live, error: liveError } = useLiveOverview();
  const { analytics, error } = useAdminAnalytics();
  const { users, mutate: mutateUsers } = useAdminUsers();
  const { responses, mutate: mutateResponses } = useSurveyResponses();
  const show = (value: number | undefined, suffix = '') => (value === undefined ? '—' : `${value}${suffix}`);
  // The cards count participants; the export holds every account: say so where they differ.
  const organisers = users?.filter((user) => user.role === 'admin').length ?? 0;
  const participantsDetail = organisers > 0 ? `Participants (${organisers} organiser${organisers === 1 ? '' : 's'} not counted)` : 'Registered participants';

  return (
    <div className={panel.adminStack}>
      {error && (
        <p className="card error-text" role="alert">
          {failureText(error, 'Failed to load analytics')}
        </p>
      )}
      <LiveOverview live={live} error={liveError} />
      {live && <TeamStandingsCard teams={live.teams} />}
      {live && <DivisionStandingsCard divisions={live.divisions} />}
      <AnnouncementsCard />
      <CodeHealthCard />
      <div className={overview.statGrid}>
        <StatCard testId="stat-total-users" label="Total Users" value={show(analytics?.totalUsers)} detail={participantsDetail} icon={Users} />
        <StatCard testId="stat-total-scans" label="Total Scans" value={show(analytics?.totalScans)} detail="QR codes scanned" icon={ScanLine} />
        <StatCard
          testId="stat-completion-rate"
          label="Completion Rate"
          value={show(analytics?.completionRate, '%')}
          detail={analytics ? `${analytics.completedUsers} of ${analytics.totalUsers} completed` : '—'}
          icon={TrendingUp}
        />
        <StatCard testId="stat-active-today" label="Active Today" value={show(analytics?.activeToday)} detail="Active in the last 24 h" icon={Activity} />
      </div>
      <DataExportCard
        userCount={users?.length}
        surveyCount={responses?.length}
        onUsers={(fresh) => void mutateUsers(fresh, { revalidate: false })}
        onSurveys={(fresh) => void mutateResponses(fresh, { revalidate: false })}
      />
      <ApiTokensCard />
    </div>
  );
}
