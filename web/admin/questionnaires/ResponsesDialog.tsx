import type { AdminQuestionnaireDto } from '../../../core/admin';
import { useSurveyResponses } from './useSurveyResponses';
import { formatDateTime } from '../events/events';
import { answerRows, responsesCountText } from './responses';
import { AdminDialog } from '../shared/AdminDialog';
import { ListState } from '../shared/ListState';
import styles from './ResponsesDialog.module.css';
import tables from '../shared/tables.module.css';
import { useI18n } from '../../hooks/useI18n';

interface ResponsesDialogProps {
  questionnaire: AdminQuestionnaireDto | null;
  onOpenChange: (open: boolean) => void;
}

/** A questionnaire's responses: 'Response #n', its points and each answer under its question. */
export function ResponsesDialog({ questionnaire, onOpenChange }: ResponsesDialogProps) {
  const { responses, error, isLoading } = useSurveyResponses(questionnaire?.id ?? 0, questionnaire !== null);
  const i18n = useI18n();
  const title = questionnaire
    ? i18n._({ id: 'admin.questionnaires.responsesTitle', message: 'Responses: {title}', values: { title: questionnaire.title } })
    : i18n._({ id: 'admin.questionnaires.responses', message: 'Responses' });
  return (
    <AdminDialog
      open={questionnaire !== null}
      onOpenChange={onOpenChange}
      title={title}
      description={responses ? responsesCountText(responses.length) : i18n._({ id: 'admin.questionnaires.loadingResponses', message: 'Loading responses…' })}
      wide
      testId="responses-dialog"
    >
      <ListState isLoading={isLoading} error={error} what={i18n._({ id: 'admin.questionnaires.responsesWhat', message: 'responses' })}>
        <ol className={styles.responseList}>
          {responses?.map((response, index) => (
            <li key={response.id} className={styles.responseCard} data-testid="response-card">
              <div className={styles.responseHead}>
                <h3 className={styles.responseTitle}>{i18n._({ id: 'admin.questionnaires.responseNumber', message: 'Response #{number}', values: { number: index + 1 } })}</h3>
                <span className="badge badge-accent">{i18n._({ id: 'admin.questionnaires.pointsEarned', message: '{count, plural, one {# point} other {# points}}', values: { count: response.pointsEarned } })}</span>
              </div>
              <p className={`muted small ${tables.breakCell}`}>
                {response.userEmail} · {formatDateTime(response.submittedAt)}
              </p>
              <dl className={styles.answers}>
                {answerRows(questionnaire?.questions ?? [], response.responses).map((row) => (
                  <div key={row.key} className={styles.answerRow}>
                    <dt>{row.question}</dt>
                    <dd>{row.answer || '—'}</dd>
                  </div>
                ))}
              </dl>
            </li>
          ))}
        </ol>
      </ListState>
    </AdminDialog>
  );
}
