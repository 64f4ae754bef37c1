import type { CodeHealthFlag } from '../../../core/codeHealth';
import { useState } from 'react';
import { MessageSquare, Pencil, Plus } from 'lucide-react';
import type { AdminQuestionnaireDto } from '../../../core/admin';
import { ADMIN_API } from '../../../core/adminPaths';
import { DeleteRowAction } from '../shared/ConfirmAction';
import { IconButton } from '../shared/IconButton';
import { AdminTable } from '../shared/AdminTable';
import { QuestionnaireDialog } from './QuestionnaireDialog';
import { ResponsesDialog } from './ResponsesDialog';
import { useAdminAction } from '../shared/useAdminAction';
import { useAdminQuestionnaires } from './useAdminQuestionnaires';
import { flagsFor, useCodeHealth } from '../shared/useCodeHealth';
import { HealthFlags } from '../shared/CodeHealth';
import panel from '../shared/panel.module.css';
import tables from '../shared/tables.module.css';
import { ContentEventNote } from '../shared/ContentEventField';
import { adminApi } from '../../lib/adminApi';
import { useI18n } from '../../hooks/useI18n';

export default function QuestionnairesSection() {
  const i18n = useI18n();
  const { questionnaires, error, isLoading } = useAdminQuestionnaires();
  const { flags } = useCodeHealth();
  const [editing, setEditing] = useState<{ questionnaire: AdminQuestionnaireDto | null } | null>(null);
  const [viewing, setViewing] = useState<AdminQuestionnaireDto | null>(null);

  return (
    <div className={`card ${panel.adminPanel}`}>
      <div className={panel.panelToolbar}>
        <p className="muted small">{i18n._({ id: 'admin.questionnaires.lead', message: 'Surveys and quizzes shown after a number of pieces is collected.' })}</p>
        <button type="button" className="btn btn-primary" onClick={() => setEditing({ questionnaire: null })} data-testid="create-questionnaire">
          <Plus size={18} aria-hidden />
          {i18n._({ id: 'admin.questionnaires.create', message: 'Create Questionnaire' })}
        </button>
      </div>
      <AdminTable
        isLoading={isLoading}
        error={error}
        what={i18n._({ id: 'admin.questionnaires.what', message: 'questionnaires' })}
        rowCount={questionnaires?.length}
        columns={[
          i18n._({ id: 'admin.questionnaires.column.title', message: 'Title' }),
          i18n._({ id: 'admin.questionnaires.column.description', message: 'Description' }),
          i18n._({ id: 'admin.questionnaires.column.trigger', message: 'Trigger Count' }),
          i18n._({ id: 'admin.questionnaires.column.questions', message: 'Questions' }),
          i18n._({ id: 'admin.questionnaires.column.actions', message: 'Actions' }),
        ]}
        testId="questionnaires-table"
      >
        {questionnaires?.map((questionnaire) => (
          <QuestionnaireRow
            key={questionnaire.id}
            questionnaire={questionnaire}
            flags={flagsFor(flags, { questionnaireId: questionnaire.id })}
            onEdit={() => setEditing({ questionnaire })}
            onViewResponses={() => setViewing(questionnaire)}
          />
        ))}
      </AdminTable>
      <QuestionnaireDialog
        questionnaire={editing?.questionnaire ?? null}
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
      />
      <ResponsesDialog questionnaire={viewing} onOpenChange={(open) => !open && setViewing(null)} />
    </div>
  );
}

interface RowProps {
  questionnaire: AdminQuestionnaireDto;
  /** Its code-health warnings. */
  flags: CodeHealthFlag[];
  onEdit: () => void;
  onViewResponses: () => void;
}

function QuestionnaireRow({ questionnaire, flags, onEdit, onViewResponses }: RowProps) {
  const perform = useAdminAction();
  const i18n = useI18n();
  const graded = questionnaire.questions.some((question) => question.isGraded);

  function remove() {
    void perform(() => adminApi.deleteQuestionnaire(questionnaire.id), {
      success: { title: i18n._({ id: 'admin.questionnaires.deleted', message: 'Questionnaire Deleted' }), description: questionnaire.title },
      failure: i18n._({ id: 'admin.questionnaires.deleteFailed', message: 'Deletion Failed' }),
      fallback: i18n._({ id: 'admin.questionnaires.deleteFailedFallback', message: 'Failed to delete questionnaire' }),
      revalidate: [ADMIN_API.questionnaires, ADMIN_API.surveyResponses],
    });
  }

  return (
    <tr data-testid="questionnaire-row">
      <td>
        <span className={tables.strong}>{questionnaire.title}</span>
        <ContentEventNote eventId={questionnaire.eventId} className={`muted small ${tables.cellSub}`} />
      </td>
      <td className={`muted small ${tables.clampCell}`}>{questionnaire.description || '—'}</td>
      <td className={tables.nowrap}>
        {i18n._({ id: 'admin.questionnaires.after', message: 'After {count, plural, one {# piece} other {# pieces}}', values: { count: questionnaire.triggerCount } })}
        <HealthFlags flags={flags} />
      </td>
      <td className={tables.nowrap}>
        {i18n.number(questionnaire.questions.length)}
        {graded && <span className={`badge badge-accent ${tables.cellBadge}`}>{i18n._({ id: 'admin.questionnaires.graded', message: 'Graded' })}</span>}
      </td>
      <td>
        <div className={tables.rowActions}>
          <IconButton label={i18n._({ id: 'admin.questionnaires.edit', message: 'Edit questionnaire' })} onClick={onEdit}>
            <Pencil size={16} aria-hidden />
          </IconButton>
          <IconButton label={i18n._({ id: 'admin.questionnaires.viewResponses', message: 'View responses' })} onClick={onViewResponses}>
            <MessageSquare size={16} aria-hidden />
          </IconButton>
          <DeleteRowAction
            label={i18n._({ id: 'admin.questionnaires.delete', message: 'Delete questionnaire' })}
            title={i18n._({ id: 'admin.questionnaires.deleteTitle', message: 'Delete questionnaire?' })}
            description={i18n._({
              id: 'admin.questionnaires.deleteDescription',
              message: '{title} will be deleted ({count, plural, one {# response} other {# responses}} received). This cannot be undone.',
              values: { title: questionnaire.title, count: questionnaire.responseCount },
            })}
            onConfirm={remove}
          />
        </div>
      </td>
    </tr>
  );
}
