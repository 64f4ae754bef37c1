import { useState } from 'react';
import { Download } from 'lucide-react';
import type { AdminUserDto, SurveyResponseAdminDto } from '../../../core/admin';
import { surveysCsv, surveysFileName, usersCsv, usersFileName } from '../../../core/exportFiles';
import { downloadCsv } from '../shared/download';
import { failureText } from '../shared/failure';
import { adminApi } from '../../lib/adminApi';
import { toast } from '../../lib/toastStore';
import styles from './DataExportCard.module.css';
import { countOf } from '../../../core/plural';

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

  async function exportUsers() {
    setBusy('users');
    try {
      const users = await adminApi.users();
      onUsers(users);
      downloadCsv(usersCsv(users), usersFileName(new Date()));
      toast({ title: 'Users Exported', description: `${countOf(users.length, 'user')} exported to CSV` });
    } catch (error) {
      toast({ title: 'Export Failed', description: failureText(error, 'Failed to export users'), variant: 'destructive' });
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
        toast({ title: 'No Data', description: 'No survey responses to export' });
        return;
      }
      downloadCsv(surveysCsv(responses), surveysFileName(new Date()));
      toast({ title: 'Survey Data Exported', description: `${countOf(responses.length, 'response')} exported to CSV` });
    } catch (error) {
      toast({ title: 'Export Failed', description: failureText(error, 'Failed to export survey responses'), variant: 'destructive' });
    } finally {
      setBusy(null);
    }
  }

  const count = (value: number | undefined) => (value === undefined ? '…' : String(value));

  return (
    <section className="card" aria-labelledby="data-export-title" data-testid="data-export-card">
      <h2 id="data-export-title" className="card-title">
        <Download size={20} aria-hidden />
        Data Export
      </h2>
      <p className="muted small">Download participant and survey data as CSV files. The users file holds every account, organisers included.</p>
      <div className={styles.exportActions}>
        <button type="button" className="btn btn-outline" onClick={() => void exportUsers()} disabled={busy !== null} data-testid="export-users">
          Export Users ({count(userCount)})
        </button>
        <button type="button" className="btn btn-outline" onClick={() => void exportSurveys()} disabled={busy !== null} data-testid="export-surveys">
          Export Surveys ({count(surveyCount)})
        </button>
      </div>
    </section>
  );
}
