import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Dialog } from 'radix-ui';
import { TIMINGS } from '../../../core/constants';
import { answerKey, isAnswered, type Answer, type ParticipantQuestionnaire, type SurveyAnswers } from '../../../core/questions';
import { visibleQuestions } from '../../../core/survey';
import { QuestionItem } from './QuestionItem';
import { SurveySuccess } from './SurveySuccess';
import { useI18n } from '../../hooks/useI18n';
import { useSurveySubmit } from './useSurveySubmit';

interface SurveyDialogProps {
  questionnaire: ParticipantQuestionnaire;
  /** Called when the participant skips or continues, or 2 s after a submission without results. */
  onDone: () => void;
}

/** The control a student answers a question with: its text field, or its group's tab stop. */
const ANSWER_CONTROL = 'input:not([type="hidden"]):not([tabindex="-1"]), textarea, button:not([tabindex="-1"])';

/** One triggered questionnaire. Give it a `key` per questionnaire so its answers start fresh. */
export function SurveyDialog({ questionnaire, onDone }: SurveyDialogProps) {
  const i18n = useI18n();
  const [answers, setAnswers] = useState<SurveyAnswers>({});
  // Required questions a submit found unanswered, until each is answered.
  const [missing, setMissing] = useState<ReadonlySet<number>>(new Set());
  // A new object per refused submit, so the same first question takes focus again.
  const [focusRequest, setFocusRequest] = useState<{ index: number } | null>(null);
  const questionBlocks = useRef(new Map<number, HTMLDivElement>());
  const { submit, submitting, outcome } = useSurveySubmit(questionnaire, (indexes) => {
    setMissing(new Set(indexes));
    const first = Math.min(...indexes);
    if (Number.isFinite(first)) setFocusRequest({ index: first });
  });
  const visible = visibleQuestions(questionnaire.questions, answers);
  const graded = questionnaire.questions.some((question) => question.isGraded);
  // Hidden questions are skipped in the numbering, so the participant sees 1, 2, 3…
  const numbers = visible.map((_, index) => visible.slice(0, index + 1).filter(Boolean).length);
  // Results stay until the student has read them; a plain thank-you closes by itself.
  const closesItself = outcome !== null && outcome.results.length === 0;

  useEffect(() => {
    if (!closesItself) return;
    const timer = setTimeout(onDone, TIMINGS.surveySuccessAutoClose);
    return () => clearTimeout(timer);
  }, [closesItself, onDone]);

  // After the marks are drawn, so the control is announced with its message.
  useEffect(() => {
    if (focusRequest) questionBlocks.current.get(focusRequest.index)?.querySelector<HTMLElement>(ANSWER_CONTROL)?.focus();
  }, [focusRequest]);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    void submit(answers);
  }

  function answer(index: number, value: Answer) {
    setAnswers((current) => ({ ...current, [answerKey(index)]: value }));
    if (!isAnswered(value)) return;
    setMissing((current) => {
      if (!current.has(index)) return current;
      const next = new Set(current);
      next.delete(index);
      return next;
    });
  }

  return (
    <Dialog.Root open onOpenChange={(open) => !open && !submitting && onDone()}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className="dialog survey-dialog" data-testid="survey-dialog">
          {outcome !== null ? (
            <SurveySuccess outcome={outcome} questions={questionnaire.questions} numbers={numbers} />
          ) : (
            <form onSubmit={onSubmit} noValidate>
              <div className="dialog-head">
                <Dialog.Title className="dialog-title">{questionnaire.title}</Dialog.Title>
                {graded && <span className="badge badge-accent">{i18n._({ id: 'survey.graded', message: 'Graded Survey' })}</span>}
              </div>
              <Dialog.Description className="muted">{questionnaire.description ?? ''}</Dialog.Description>
              <div className="questions">
                {questionnaire.questions.map((question, index) =>
                  visible[index] ? (
                    <QuestionItem
                      key={index}
                      ref={(element) => {
                        if (element) questionBlocks.current.set(index, element);
                        else questionBlocks.current.delete(index);
                      }}
                      index={index}
                      number={numbers[index] ?? index + 1}
                      question={question}
                      value={answers[answerKey(index)]}
                      onChange={(value) => answer(index, value)}
                      missing={missing.has(index)}
                    />
                  ) : null,
                )}
              </div>
              <div className="form-actions">
                <button type="button" className="btn btn-outline" onClick={onDone} disabled={submitting}>
                  {i18n._({ id: 'survey.skip', message: 'Skip for Now' })}
                </button>
                <button type="submit" className="btn btn-primary" disabled={submitting}>
                  {submitting ? i18n._({ id: 'survey.submitting', message: 'Submitting...' }) : i18n._({ id: 'survey.submit', message: 'Submit' })}
                </button>
              </div>
            </form>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
