import { Dialog } from 'radix-ui';
import { CircleCheck, Trophy } from 'lucide-react';

/** The view a survey dialog shows after a successful submission. */
export function SurveySuccess({ pointsEarned }: { pointsEarned: number }) {
  const graded = pointsEarned > 0;
  return (
    <div className="survey-success" data-testid="survey-success">
      {graded ? <Trophy size={48} aria-hidden /> : <CircleCheck size={48} aria-hidden />}
      <Dialog.Title className="dialog-title">{graded ? 'Great Job!' : 'Submitted!'}</Dialog.Title>
      <Dialog.Description className={graded ? 'points-earned' : 'muted'}>
        {graded ? `+${pointsEarned} Points Earned` : 'Thank you for your feedback!'}
      </Dialog.Description>
    </div>
  );
}
