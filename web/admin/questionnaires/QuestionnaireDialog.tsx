import { useState, type FormEvent } from 'react';
import { Plus } from 'lucide-react';
import type { AdminQuestionnaireDto } from '../../../core/admin';
import { ADMIN_API } from '../../../core/adminPaths';
import { useAdminAction } from '../shared/useAdminAction';
import { adminApi } from '../../lib/adminApi';
import { useI18n } from '../../hooks/useI18n';
import {
  emptyQuestionnaireForm,
  newQuestion,
  questionnaireBody,
  questionnaireFormFrom,
  removeQuestion,
  validateQuestionnaireForm,
  type QuestionnaireForm,
} from './questionnaireForm';
import { AdminDialog } from '../shared/AdminDialog';
import { FormError, SelectField, TextAreaField, TextField } from '../shared/fields';
import { useAdminPuzzles } from '../pieces/useAdminPuzzles';

/** The 'Unlocked by' choice that means a count of pieces, not one piece. */
const BY_COUNT = 'count';
import { ContentEventField } from '../shared/ContentEventField';
import { QuestionEditor } from './QuestionEditor';
import builder from './questionnaires.module.css';
import forms from '../shared/forms.module.css';

interface QuestionnaireDialogProps {
  /** The questionnaire to edit; null to create one. */
  questionnaire: AdminQuestionnaireDto | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function QuestionnaireDialog({ questionnaire, open, onOpenChange }: QuestionnaireDialogProps) {
  const i18n = useI18n();
  return (
    <AdminDialog
      open={open}
      onOpenChange={onOpenChange}
      title={questionnaire ? i18n._({ id: 'admin.questionnaires.editTitle', message: 'Edit Questionnaire' }) : i18n._({ id: 'admin.questionnaires.create', message: 'Create Questionnaire' })}
      description={i18n._({ id: 'admin.questionnaires.dialogDescription', message: 'Shown to a participant once they have collected the trigger count of pieces.' })}
      wide
      testId="questionnaire-dialog"
    >
      {open && <Builder key={questionnaire?.id ?? 'new'} questionnaire={questionnaire} onDone={() => onOpenChange(false)} />}
    </AdminDialog>
  );
}

function Builder({ questionnaire, onDone }: { questionnaire: AdminQuestionnaireDto | null; onDone: () => void }) {
  const perform = useAdminAction();
  const i18n = useI18n();
  const [form, setForm] = useState<QuestionnaireForm>(() => (questionnaire ? questionnaireFormFrom(questionnaire) : emptyQuestionnaireForm()));
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const set = (patch: Partial<QuestionnaireForm>) => setForm((current) => ({ ...current, ...patch }));
  const { pieces } = useAdminPuzzles();

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const invalid = validateQuestionnaireForm(form);
    setProblem(invalid);
    if (invalid || saving) return;
    setSaving(true);
    const body = questionnaireBody(form);
    const ok = await perform(
      () =>
        questionnaire
          ? adminApi.updateQuestionnaire(questionnaire.id, body)
          : adminApi.createQuestionnaire(body),
      {
        success: {
          title: questionnaire
            ? i18n._({ id: 'admin.questionnaires.updated', message: 'Questionnaire Updated' })
            : i18n._({ id: 'admin.questionnaires.created', message: 'Questionnaire Created' }),
          description: body.title,
        },
        failure: questionnaire
          ? i18n._({ id: 'admin.questionnaires.updateFailed', message: 'Update Failed' })
          : i18n._({ id: 'admin.questionnaires.createFailed', message: 'Creation Failed' }),
        fallback: questionnaire
          ? i18n._({ id: 'admin.questionnaires.updateFailedFallback', message: 'Failed to update questionnaire' })
          : i18n._({ id: 'admin.questionnaires.createFailedFallback', message: 'Failed to create questionnaire' }),
        revalidate: [ADMIN_API.questionnaires, ADMIN_API.surveyResponses],
      },
    );
    setSaving(false);
    if (ok) onDone();
  }

  return (
    <form className={forms.adminForm} onSubmit={(event) => void onSubmit(event)} noValidate>
      <TextField
        id="questionnaire-title"
        label={i18n._({ id: 'admin.questionnaires.titleField', message: 'Title' })}
        required maxLength={200} value={form.title} onChange={(title) => set({ title })} data-testid="questionnaire-title-input" />
      <TextAreaField
        id="questionnaire-description"
        label={i18n._({ id: 'admin.questionnaires.description', message: 'Description' })}
        maxLength={2000} value={form.description} onChange={(description) => set({ description })} />
      <SelectField
        id="questionnaire-trigger-piece"
        label={i18n._({ id: 'admin.questionnaires.unlockedBy', message: 'Unlocked by' })}
        hint={i18n._({ id: 'admin.questionnaires.unlockedByHint', message: 'A count of pieces, or one piece: the survey that comes with it' })}
        value={form.triggerPieceId || BY_COUNT}
        onChange={(value) => set({ triggerPieceId: value === BY_COUNT ? '' : value })}
        options={[
          { value: BY_COUNT, label: i18n._({ id: 'admin.questionnaires.byCount', message: 'A number of pieces' }) },
          ...(pieces ?? []).map((piece) => ({ value: String(piece.id), label: piece.name })),
        ]}
      />
      {form.triggerPieceId === '' && (
        <TextField
          id="questionnaire-trigger"
          label={i18n._({ id: 'admin.questionnaires.triggerCount', message: 'Trigger count' })}
          hint={i18n._({ id: 'admin.questionnaires.triggerCountHint', message: 'Shown after this many pieces are collected (at least 1)' })}
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          value={form.triggerCount}
          onChange={(triggerCount) => set({ triggerCount })}
          data-testid="questionnaire-trigger-input"
        />
      )}
      <ContentEventField
        id="questionnaire-event"
        value={form.eventId}
        onChange={(eventId) => set({ eventId })}
        disabled={(questionnaire?.responseCount ?? 0) > 0}
      />
      <div className={builder.questionList}>
        {form.questions.map((question, index) => (
          <QuestionEditor
            key={question.key}
            index={index}
            questions={form.questions}
            onChange={(changed) => set({ questions: form.questions.map((q, i) => (i === index ? changed : q)) })}
            onRemove={() => set({ questions: removeQuestion(form.questions, index) })}
          />
        ))}
      </div>
      <button type="button" className="btn btn-outline" onClick={() => set({ questions: [...form.questions, newQuestion()] })} data-testid="add-question">
        <Plus size={18} aria-hidden />
        {i18n._({ id: 'admin.questionnaires.addQuestion', message: 'Add question' })}
      </button>
      <FormError message={problem} />
      <div className={`form-actions ${builder.stickyActions}`}>
        <button type="button" className="btn btn-outline" onClick={onDone}>
          {i18n._({ id: 'admin.shared.cancel', message: 'Cancel' })}
        </button>
        <button type="submit" className="btn btn-primary" disabled={saving} data-testid="questionnaire-submit">
          {saving
            ? i18n._({ id: 'admin.questionnaires.saving', message: 'Saving...' })
            : questionnaire
              ? i18n._({ id: 'admin.questionnaires.save', message: 'Save Changes' })
              : i18n._({ id: 'admin.questionnaires.create', message: 'Create Questionnaire' })}
        </button>
      </div>
    </form>
  );
}
