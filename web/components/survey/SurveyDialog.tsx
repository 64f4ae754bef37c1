import { useEffect, useState, type FormEvent } from 'react';
import { Dialog } from 'radix-ui';
import { TIMINGS } from '../../../core/constants';
import { answerKey, type ParticipantQuestionnaire, type SurveyAnswers } from '../../../core/questions';
import { visibleQuestions } from '../../../core/survey';
import { QuestionItem } from './QuestionItem';
import { SurveySuccess } from './SurveySuccess';
import { useSurveySubmit } from './useSurveySubmit';

interface SurveyDialogProps {
  questionnaire: ParticipantQuestionnaire;
  /** Called when the participant skips, or 2 s after a successful submission. */
  onDone: () => void;
}

/** One triggered questionnaire. Give it a `key` per questionnaire so its answers start fresh. */
export function SurveyDialog({ questionnaire, onDone }: SurveyDialogProps) {
  const [answers, setAnswers] = useState<SurveyAnswers>({});
  const { submit, submitting, pointsEarned } = useSurveySubmit(questionnaire);
  const visible = visibleQuestions(questionnaire.questions, answers);
  const graded = questionnaire.questions.some((question) => question.isGraded);
  // Hidden questions are skipped in the numbering, so the participant sees 1, 2, 3…
  const numbers = visible.map((_, index) => visible.slice(0, index + 1).filter(Boolean).length);

  useEffect(() => {
    if (pointsEarned === null) return;
    const timer = setTimeout(onDone, TIMINGS.surveySuccessAutoClose);
    return () => clearTimeout(timer);
  }, [pointsEarned, onDone]);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    void submit(answers);
  }

  return (
    <Dialog.Root open onOpenChange={(open) => !open && !submitting && onDone()}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className="dialog survey-dialog" data-testid="survey-dialog">
          {pointsEarned !== null ? (
            <SurveySuccess pointsEarned={pointsEarned} />
          ) : (
            <form onSubmit={onSubmit} noValidate>
              <div className="dialog-head">
                <Dialog.Title className="dialog-title">{questionnaire.title}</Dialog.Title>
                {graded && <span className="badge badge-accent">Graded Survey</span>}
              </div>
              <Dialog.Description className="muted">{questionnaire.description ?? ''}</Dialog.Description>
              <div className="questions">
                {questionnaire.questions.map((question, index) =>
                  visible[index] ? (
                    <QuestionItem
                      key={index}
                      index={index}
                      number={numbers[index] ?? index + 1}
                      question={question}
                      value={answers[answerKey(index)]}
                      onChange={(value) => setAnswers((current) => ({ ...current, [answerKey(index)]: value }))}
                    />
                  ) : null,
                )}
              </div>
              <div className="form-actions">
                <button type="button" className="btn btn-outline" onClick={onDone} disabled={submitting}>
                  Skip for Now
                </button>
                <button type="submit" className="btn btn-primary" disabled={submitting}>
                  {submitting ? 'Submitting...' : 'Submit'}
                </button>
              </div>
            </form>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
