import type { I18n } from '@lingui/core';
import { useState, type FormEvent } from 'react';
import { importReport, readRosterCsv, RosterFileError, rosterColumns, type RosterFile, type RosterKind, type RosterRow } from '../../../core/rosterImport';
import type { ImportResultDto } from '../../../core/teams';
import { AdminDialog } from './AdminDialog';
import { Field } from './fields';
import { TableScroll } from './ListState';
import { useAdminAction } from './useAdminAction';
import type { AdminKey } from './adminKeys';
import forms from './forms.module.css';
import tables from './tables.module.css';
import { useI18n } from '../../hooks/useI18n';
import { zodWords } from './coreWords';
import { rosterFileErrorText, rosterProblemText } from './rosterWords';

interface RosterImportDialogProps<Kind extends RosterKind> {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  kind: Kind;
  title: string;
  /** What importing does, under the title. */
  description: string;
  /** Sends the file's good rows. */
  send: (rows: RosterRow<Kind>[]) => Promise<ImportResultDto>;
  revalidate: readonly AdminKey[];
  participantKeys?: readonly string[];
}

/**
 * Imports a CSV `team,email` or `division,email` list (core/rosterImport.ts reads it): the good
 * rows are sent, then every row not applied is listed by its row in the file, with why.
 */
export function RosterImportDialog<Kind extends RosterKind>({ open, onOpenChange, title, description, ...form }: RosterImportDialogProps<Kind>) {
  return (
    <AdminDialog open={open} onOpenChange={onOpenChange} title={title} description={description} wide testId={`${form.kind}-import-dialog`}>
      {/* Mounted only while open, so every opening starts without a file or a report. */}
      {open && <ImportForm {...form} onDone={() => onOpenChange(false)} />}
    </AdminDialog>
  );
}

/** The file's list, its refusals in the language on screen, or why it cannot be imported at all. */
async function readRoster<Kind extends RosterKind>(file: File, kind: Kind, i18n: I18n): Promise<RosterFile<Kind> | string> {
  try {
    const roster = readRosterCsv(await file.text(), kind, zodWords(i18n));
    return { ...roster, problems: roster.problems.map((problem) => ({ ...problem, problem: rosterProblemText(i18n, problem.problem) })) };
  } catch (error) {
    if (error instanceof RosterFileError) return rosterFileErrorText(i18n, error);
    return i18n._({ id: 'admin.import.unreadable', message: '{name} could not be read', values: { name: file.name } });
  }
}

type ImportFormProps<Kind extends RosterKind> = Omit<RosterImportDialogProps<Kind>, 'open' | 'onOpenChange' | 'title' | 'description'> & { onDone: () => void };

function ImportForm<Kind extends RosterKind>({ kind, send, revalidate, participantKeys, onDone }: ImportFormProps<Kind>) {
  const perform = useAdminAction();
  const i18n = useI18n();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [report, setReport] = useState<ImportResultDto | null>(null);
  const [sending, setSending] = useState(false);
  const inputId = `${kind}-import-file`;

  async function onSubmit(submitted: FormEvent) {
    submitted.preventDefault();
    if (!file || sending) return;
    setReport(null);
    const roster = await readRoster(file, kind, i18n);
    setProblem(typeof roster === 'string' ? roster : null);
    if (typeof roster === 'string') return;
    if (roster.rows.length === 0) return setReport(importReport(roster, { applied: 0, problems: [] }));
    setSending(true);
    const sendAndReport = async () => {
      const answer = await send(roster.rows);
      setReport(importReport(roster, answer));
      return answer;
    };
    await perform(sendAndReport, {
      success: (answer) => ({
        title: i18n._({ id: 'admin.import.done', message: 'Import Done' }),
        description: i18n._({ id: 'admin.import.applied', message: '{count, plural, one {# row} other {# rows}} applied', values: { count: answer.applied } }),
      }),
      failure: i18n._({ id: 'admin.import.failed', message: 'Import Failed' }),
      fallback: i18n._({ id: 'admin.import.failedFallback', message: 'Failed to import the file' }),
      revalidate,
      participantKeys,
    });
    setSending(false);
  }

  return (
    <form className={forms.adminForm} onSubmit={(submitted) => void onSubmit(submitted)} noValidate>
      <Field
        id={inputId}
        label={i18n._({ id: 'admin.import.file', message: 'CSV file' })}
        hint={i18n._({ id: 'admin.import.fileHint', message: 'One {columns} a row; a header row naming them is optional.', values: { columns: rosterColumns(kind) } })}
        error={problem}
      >
        <input
          id={inputId}
          className="input"
          type="file"
          accept=".csv,text/csv"
          onChange={(event) => {
            setFile(event.target.files?.[0] ?? null);
            setReport(null);
          }}
          data-testid={`${kind}-import-file`}
        />
      </Field>
      {report && <ImportReport report={report} />}
      <div className="form-actions">
        <button type="button" className="btn btn-outline" onClick={onDone}>
          {report ? i18n._({ id: 'admin.import.close', message: 'Done' }) : i18n._({ id: 'admin.shared.cancel', message: 'Cancel' })}
        </button>
        <button type="submit" className="btn btn-primary" disabled={!file || sending} data-testid={`${kind}-import-submit`}>
          {sending ? i18n._({ id: 'admin.import.importing', message: 'Importing...' }) : i18n._({ id: 'admin.import.submit', message: 'Import' })}
        </button>
      </div>
    </form>
  );
}

/** What the import applied, and each row it did not with why. */
function ImportReport({ report }: { report: ImportResultDto }) {
  const i18n = useI18n();
  return (
    <div role="status" data-testid="import-report">
      <p className={tables.strong}>
        {report.problems.length > 0
          ? i18n._({ id: 'admin.import.partlyApplied', message: '{count, plural, one {# row} other {# rows}} applied, {failed} not applied:', values: { count: report.applied, failed: report.problems.length } })
          : i18n._({ id: 'admin.import.applied', message: '{count, plural, one {# row} other {# rows}} applied', values: { count: report.applied } })}
      </p>
      {report.problems.length > 0 && (
        <TableScroll label={i18n._({ id: 'admin.import.notApplied', message: 'Rows not applied' })}>
          <table className={tables.adminTable} data-testid="import-problems">
            <thead>
              <tr>
                <th scope="col">{i18n._({ id: 'admin.import.row', message: 'Row' })}</th>
                <th scope="col">{i18n._({ id: 'admin.import.email', message: 'E-mail' })}</th>
                <th scope="col">{i18n._({ id: 'admin.import.problem', message: 'Problem' })}</th>
              </tr>
            </thead>
            <tbody>
              {report.problems.map((problem) => (
                <tr key={`${problem.row}-${problem.email}`}>
                  <td className={tables.numeric}>{problem.row}</td>
                  <td className={tables.breakCell}>{problem.email || '—'}</td>
                  <td>{problem.problem}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
    </div>
  );
}
