import { useEffect, useRef } from 'react';
import { Dialog } from 'radix-ui';
import { CircleCheck, CircleMinus, OctagonX, Trophy } from 'lucide-react';
import type { SubmitResultDto } from '../../../core/contracts';
import type { QuestionResult } from '../../../core/grading';
import type { ParticipantQuestion } from '../../../core/questions';
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
  const { pointsEarned, results } = outcome;
  const graded = pointsEarned > 0;
  const title = useRef<HTMLHeadingElement>(null);

  // The form the student was in is gone: start reading (and tabbing) from the outcome.
  useEffect(() => title.current?.focus(), []);

  return (
    <div className="survey-success" data-testid="survey-success">
      {graded ? <Trophy size={48} aria-hidden /> : <CircleCheck size={48} aria-hidden />}
      <Dialog.Title ref={title} tabIndex={-1} className="dialog-title">
        {graded ? 'Great Job!' : 'Submitted!'}
      </Dialog.Title>
      <Dialog.Description className={graded ? 'points-earned' : 'muted'}>
        {graded ? `+${pointsEarned} Points Earned` : 'Thank you for your feedback!'}
      </Dialog.Description>
      {results.length > 0 && (
        <>
          <ul className="quiz-results" aria-label="Your results">
            {results.map((result) => (
              <ResultRow
                key={result.questionIndex}
                result={result}
                number={numbers[result.questionIndex] ?? result.questionIndex + 1}
                text={questions[result.questionIndex]?.text ?? ''}
              />
            ))}
          </ul>
          <p className="quiz-total">Total: {signedPointsWords(pointsEarned)}</p>
          <Dialog.Close className="btn btn-primary">Continue</Dialog.Close>
        </>
      )}
    </div>
  );
}

const VERDICTS = {
  right: { words: 'Right', Icon: CircleCheck },
  wrong: { words: 'Wrong', Icon: OctagonX },
  unanswered: { words: 'Not answered', Icon: CircleMinus },
} as const;

function ResultRow({ result, number, text }: { result: QuestionResult; number: number; text: string }) {
  const kind = !result.answered ? 'unanswered' : result.correct ? 'right' : 'wrong';
  const { words, Icon } = VERDICTS[kind];
  return (
    <li className={`quiz-result quiz-result-${kind}`} data-testid="quiz-result">
      <span className="quiz-result-question">
        <span className="question-number">{number}.</span> {text}
      </span>
      <span className="quiz-result-outcome">
        <span className="quiz-result-verdict">
          <Icon size={18} aria-hidden /> {words}
        </span>
        {/* Nothing was earned or lost on a question left blank: its line says only that. */}
        {result.answered && <span className="quiz-result-points">{signedPointsWords(result.points)}</span>}
      </span>
    </li>
  );
}
