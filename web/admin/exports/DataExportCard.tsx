import { useState } from 'react';
import { Download } from 'lucide-react';
import type { AdminUserDto, SurveyResponseAdminDto } from '../../../core/admin';
import { surveysCsv, surveysFileName, usersCsv, usersFileName } from '../../../core/exportFiles';
import { downloadCsv } from '../shared/download';
import { failureText } from '../shared/failure';
import { adminApi } from '../../lib/adminApi';
import { toast } from '../../lib/toastStore';
import styles from './DataExportCard.module.css';
import { useI18n } from '../../hooks/useI18n';

interface DataExportCardProps {
  userCount: number | undefined;
  surveyCount: number | undefined;
  /** Store what an export fetched, so the counts match the files. */
  onUsers: (users: AdminUserDto[]) => void;
  onSurveys: (responses: SurveyResponseAdminDto[]) => void;
}

/** 'Export Users (count)' and 'Export Surveys (count)': CSV files made in the browser from fresh data. */
export function DataExportCard({ userCount, surveyCount, onUsers, onSurveys }: DataExportCardProps) {
  const [busy, setBusy] = useState<'users' | 'surveys' | null>(null);
  const i18n = useI18n();
  const failed = i18n._({ id: 'admin.exports.failed', message: 'Export Failed' });

  async function exportUsers() {
    setBusy('users');
    try {
      const users = await adminApi.users();
      onUsers(users);
      downloadCsv(usersCsv(users), usersFileName(new Date()));
      toast({
        title: i18n._({ id: 'admin.exports.usersDone', message: 'Users Exported' }),
        description: i18n._({ id: 'admin.exports.usersDoneDescription', message: '{count, plural, one {# user} other {# users}} exported to CSV', values: { count: users.length } }),
      });
    } catch (error) {
      toast({ title: failed, description: failureText(error, i18n._({ id: 'admin.exports.usersFailed', message: 'Failed to export users' })), variant: 'destructive' });
    } finally {
      setBusy(null);
    }
  }

  async function exportSurveys() {
    setBusy('surveys');
    try {
      const responses = await adminApi.surveyResponses();
      onSurveys(responses);
      if (responses.length === 0) {
        toast({ title: i18n._({ id: 'admin.exports.noData', message: 'No Data' }), description: i18n._({ id: 'admin.exports.noResponses', message: 'No survey responses to export' }) });
        return;
      }
      downloadCsv(surveysCsv(responses), surveysFileName(new Date()));
      toast({
        title: i18n._({ id: 'admin.exports.surveysDone', message: 'Survey Data Exported' }),
        description: i18n._({ id: 'admin.exports.surveysDoneDescription', message: '{count, plural, one {# response} other {# responses}} exported to CSV', values: { count: responses.length } }),
      });
    } catch (error) {
      toast({ title: failed, description: failureText(error, i18n._({ id: 'admin.exports.surveysFailed', message: 'Failed to export survey responses' })), variant: 'destructive' });
    } finally {
      setBusy(null);
    }
  }

  const count = (value: number | undefined) => (value === undefined ? '…' : i18n.number(value));

  return (
    <section className="card" aria-labelledby="data-export-title" data-testid="data-export-card">
      <h2 id="data-export-title" className="card-title">
        <Download size={20} aria-hidden />
        {i18n._({ id: 'admin.exports.title', message: 'Data Export' })}
      </h2>
      <p className="muted small">
        {i18n._({ id: 'admin.exports.lead', message: 'Download participant and survey data as CSV files. The users file holds every account, organisers included.' })}
      </p>
      <div className={styles.exportActions}>
        <button type="button" className="btn btn-outline" onClick={() => void exportUsers()} disabled={busy !== null} data-testid="export-users">
          {i18n._({ id: 'admin.exports.users', message: 'Export Users ({count})', values: { count: count(userCount) } })}
        </button>
        <button type="button" className="btn btn-outline" onClick={() => void exportSurveys()} disabled={busy !== null} data-testid="export-surveys">
          {i18n._({ id: 'admin.exports.surveys', message: 'Export Surveys ({count})', values: { count: count(surveyCount) } })}
        </button>
      </div>
    </section>
  );
}
