import { useEffect, useRef } from 'react';
import { Dialog } from 'radix-ui';
import { CircleCheck, CircleMinus, OctagonX, Trophy } from 'lucide-react';
import type { SubmitResultDto } from '../../../core/contracts';
import type { QuestionResult } from '../../../core/grading';
import type { ParticipantQuestion } from '../../../core/questions';
import { useI18n } from '../../hooks/useI18n';
import { signedPointsWords } from './pointsWords';

interface SurveySuccessProps {
  outcome: SubmitResultDto;
  questions: readonly ParticipantQuestion[];
  /** Each question's number as the student saw it (hidden questions are not counted). */
  numbers: readonly number[];
}

/**
 * The view a survey dialog shows after a successful submission; a graded one lists how each
 * graded question went, right or wrong and its points, never what the right answer was.
 */
export function SurveySuccess({ outcome, questions, numbers }: SurveySuccessProps) {
  const i18n = useI18n();
  const { pointsEarned, results } = outcome;
  const graded = pointsEarned > 0;
  const title = useRef<HTMLHeadingElement>(null);

  // The form the student was in is gone: start reading (and tabbing) from the outcome.
  useEffect(() => title.current?.focus(), []);

  return (
    <div className="survey-success" data-testid="survey-success">
      {graded ? <Trophy size={48} aria-hidden /> : <CircleCheck size={48} aria-hidden />}
      <Dialog.Title ref={title} tabIndex={-1} className="dialog-title">
        {graded ? i18n._({ id: 'survey.done.graded', message: 'Great Job!' }) : i18n._({ id: 'survey.done', message: 'Submitted!' })}
      </Dialog.Title>
      <Dialog.Description className={graded ? 'points-earned' : 'muted'}>
        {graded
          ? i18n._({ id: 'survey.done.points', message: '+{points, plural, other {# Points Earned}}', values: { points: pointsEarned } })
          : i18n._({ id: 'survey.done.thanks', message: 'Thank you for your feedback!' })}
      </Dialog.Description>
      {results.length > 0 && (
        <>
          <ul className="quiz-results" aria-label={i18n._({ id: 'survey.results', message: 'Your results' })}>
            {results.map((result) => (
              <ResultRow
                key={result.questionIndex}
                result={result}
                number={numbers[result.questionIndex] ?? result.questionIndex + 1}
                text={questions[result.questionIndex]?.text ?? ''}
              />
            ))}
          </ul>
          <p className="quiz-total">{i18n._({ id: 'survey.total', message: 'Total: {points}', values: { points: signedPointsWords(pointsEarned) } })}</p>
          <Dialog.Close className="btn btn-primary">{i18n._({ id: 'survey.continue', message: 'Continue' })}</Dialog.Close>
        </>
      )}
    </div>
  );
}

const VERDICTS = {
  right: { words: /*i18n*/ { id: 'survey.verdict.right', message: 'Right' }, Icon: CircleCheck },
  wrong: { words: /*i18n*/ { id: 'survey.verdict.wrong', message: 'Wrong' }, Icon: OctagonX },
  unanswered: { words: /*i18n*/ { id: 'survey.verdict.unanswered', message: 'Not answered' }, Icon: CircleMinus },
} as const;

function ResultRow({ result, number, text }: { result: QuestionResult; number: number; text: string }) {
  const i18n = useI18n();
  const kind = !result.answered ? 'unanswered' : result.correct ? 'right' : 'wrong';
  const { words, Icon } = VERDICTS[kind];
  return (
    <li className={`quiz-result quiz-result-${kind}`} data-testid="quiz-result">
      <span className="quiz-result-question">
        <span className="question-number">{number}.</span> {text}
      </span>
      <span className="quiz-result-outcome">
        <span className="quiz-result-verdict">
          <Icon size={18} aria-hidden /> {i18n._(words)}
        </span>
        {/* Nothing was earned or lost on a question left blank: its line says only that. */}
        {result.answered && <span className="quiz-result-points">{signedPointsWords(result.points)}</span>}
      </span>
    </li>
  );
}
