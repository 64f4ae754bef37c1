import { useState } from 'react';
import type { SubmitResultDto } from '../../../core/contracts';
import type { ParticipantQuestionnaire, SurveyAnswers } from '../../../core/questions';
import { countMissingRequired } from '../../../core/survey';
import { useRefresh } from '../../hooks/useRefresh';
import { postJson, serverMessage } from '../../lib/api';
import { API } from '../../lib/paths';
import { toast } from '../../lib/toastStore';
import { responsesToSend } from './surveyResponses';

/** Validates, submits and reports a survey; `pointsEarned` is set once it went through. */
export function useSurveySubmit(questionnaire: ParticipantQuestionnaire) {
  const refresh = useRefresh();
  const [submitting, setSubmitting] = useState(false);
  const [pointsEarned, setPointsEarned] = useState<number | null>(null);

  async function submit(answers: SurveyAnswers) {
    if (submitting) return;
    const missing = countMissingRequired(questionnaire.questions, answers);
    if (missing > 0) {
      toast({ title: 'Incomplete Survey', description: `Please answer all required questions (${missing} remaining)` });
      return;
    }
    setSubmitting(true);
    try {
      const result = await postJson<SubmitResultDto>(API.surveySubmit, {
        questionnaireId: questionnaire.id,
        responses: responsesToSend(questionnaire.questions, answers),
      });
      const points = result.pointsEarned;
      toast(points > 0 ? { title: `Great job! +${points} points` } : { title: 'Survey Submitted' });
      setPointsEarned(points);
      // Points change the score the dashboard shows next.
      void refresh([API.score]);
    } catch (error) {
      toast({
        title: 'Submission Failed',
        description: serverMessage(error) || 'Failed to submit survey',
        variant: 'destructive',
      });
    } finally {
      setSubmitting(false);
    }
  }

  return { submit, submitting, pointsEarned };
}
