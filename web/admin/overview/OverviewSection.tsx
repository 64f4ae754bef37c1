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
import { useI18n } from '../../hooks/useI18n';

/**
 * The live picture and the team and division standings (one read, moved by the live stream),
 * announcements and code health above the four stat cards (refetched every minute) and the CSV exports.
 */
export default function OverviewSection() {
  const i18n = useI18n();
  const { live, error: liveError } = useLiveOverview();
  const { analytics, error } = useAdminAnalytics();
  const { users, mutate: mutateUsers } = useAdminUsers();
  const { responses, mutate: mutateResponses } = useSurveyResponses();
  const show = (value: number | undefined) => (value === undefined ? '—' : i18n.number(value));
  // The cards count participants; the export holds every account: say so where they differ.
  const organisers = users?.filter((user) => user.role === 'admin').length ?? 0;
  const participantsDetail =
    organisers > 0
      ? i18n._({ id: 'admin.overview.participantsNotCounted', message: 'Participants ({organisers, plural, one {# organiser} other {# organisers}} not counted)', values: { organisers } })
      : i18n._({ id: 'admin.overview.registered', message: 'Registered participants' });

  return (
    <div className={panel.adminStack}>
      {error && (
        <p className="card error-text" role="alert">
          {failureText(error, i18n._({ id: 'admin.overview.analyticsFailed', message: 'Failed to load analytics' }))}
        </p>
      )}
      <LiveOverview live={live} error={liveError} />
      {live && <TeamStandingsCard teams={live.teams} />}
      {live && <DivisionStandingsCard divisions={live.divisions} />}
      <AnnouncementsCard />
      <CodeHealthCard />
      <div className={overview.statGrid}>
        <StatCard
          testId="stat-total-users"
          label={i18n._({ id: 'admin.overview.totalUsers', message: 'Total Users' })}
          value={show(analytics?.totalUsers)}
          detail={participantsDetail}
          icon={Users}
        />
        <StatCard
          testId="stat-total-scans"
          label={i18n._({ id: 'admin.overview.totalScans', message: 'Total Scans' })}
          value={show(analytics?.totalScans)}
          detail={i18n._({ id: 'admin.overview.scanned', message: 'QR codes scanned' })}
          icon={ScanLine}
        />
        <StatCard
          testId="stat-completion-rate"
          label={i18n._({ id: 'admin.overview.completionRate', message: 'Completion Rate' })}
          value={analytics ? i18n._({ id: 'admin.overview.percent', message: '{rate}%', values: { rate: i18n.number(analytics.completionRate) } }) : '—'}
          detail={
            analytics
              ? i18n._({ id: 'admin.overview.completedOf', message: '{completed} of {total} completed', values: { completed: analytics.completedUsers, total: analytics.totalUsers } })
              : '—'
          }
          icon={TrendingUp}
        />
        <StatCard
          testId="stat-active-today"
          label={i18n._({ id: 'admin.overview.activeToday', message: 'Active Today' })}
          value={show(analytics?.activeToday)}
          detail={i18n._({ id: 'admin.overview.lastDay', message: 'Active in the last 24 h' })}
          icon={Activity}
        />
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
