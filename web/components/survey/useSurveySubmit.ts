import { useState } from 'react';
import type { ParticipantQuestionnaire, SurveyAnswers } from '../../../core/questions';
import { evaluateSubmission, missingRequiredMessage } from '../../../core/survey';
import { useRefresh } from '../../hooks/useRefresh';
import { api, failureWords } from '../../lib/api';
import { API } from '../../../core/apiPaths';
import { toast } from '../../lib/toastStore';

/** Validates, submits and reports a survey; `pointsEarned` is set once it went through. */
export function useSurveySubmit(questionnaire: ParticipantQuestionnaire) {
  const refresh = useRefresh();
  const [submitting, setSubmitting] = useState(false);
  const [pointsEarned, setPointsEarned] = useState<number | null>(null);

  async function submit(answers: SurveyAnswers) {
    if (submitting) return;
    const submission = evaluateSubmission(questionnaire.questions, answers);
    // The fields only offer well-formed answers, so a problem means a bug: say what the API would.
    if (!submission.ok) {
      toast({ title: 'Submission Failed', description: submission.problem.message, variant: 'destructive' });
      return;
    }
    if (submission.missingRequired > 0) {
      toast({ title: 'Incomplete Survey', description: missingRequiredMessage(submission.missingRequired) });
      return;
    }
    setSubmitting(true);
    try {
      const result = await api.submitSurvey({ questionnaireId: questionnaire.id, responses: submission.answers });
      // The dialog says it ('Great Job!' / '+N Points Earned', or 'Submitted!'): no toast repeats it.
      setPointsEarned(result.pointsEarned);
      // Points change the score the dashboard shows next.
      void refresh([API.score]);
    } catch (error) {
      toast({
        title: 'Submission Failed',
        description: failureWords(error) || 'Failed to submit survey',
        variant: 'destructive',
      });
    } finally {
      setSubmitting(false);
    }
  }

  return { submit, submitting, pointsEarned };
}
