import { useState } from 'react';
import type { SubmitResultDto } from '../../../core/contracts';
import type { ParticipantQuestionnaire, SurveyAnswers } from '../../../core/questions';
import { evaluateSubmission, missingRequiredMessage, missingRequiredOfRefusal } from '../../../core/survey';
import { useRefresh } from '../../hooks/useRefresh';
import { api, failureWords } from '../../lib/api';
import { API } from '../../../core/apiPaths';
import { toast } from '../../lib/toastStore';

/**
 * Validates, submits and reports a survey; `outcome` is the server's answer once it went
 * through. Required questions left unanswered, found here or by the server (whose questions may
 * have changed since the dialog opened), go to `onMissing` by index so the dialog can mark them.
 */
export function useSurveySubmit(questionnaire: ParticipantQuestionnaire, onMissing: (indexes: number[]) => void) {
  const refresh = useRefresh();
  const [submitting, setSubmitting] = useState(false);
  const [outcome, setOutcome] = useState<SubmitResultDto | null>(null);

  function reportMissing(indexes: number[]) {
    toast({ title: 'Incomplete Survey', description: missingRequiredMessage(indexes.length) });
    onMissing(indexes);
  }

  async function submit(answers: SurveyAnswers) {
    if (submitting) return;
    const submission = evaluateSubmission(questionnaire.questions, answers);
    // The fields only offer well-formed answers, so a problem means a bug: say what the API would.
    if (!submission.ok) {
      toast({ title: 'Submission Failed', description: submission.problem.message, variant: 'destructive' });
      return;
    }
    if (submission.missingRequired.length > 0) {
      reportMissing(submission.missingRequired);
      return;
    }
    setSubmitting(true);
    try {
      const result = await api.submitSurvey({ questionnaireId: questionnaire.id, responses: submission.answers });
      // The dialog says it ('Great Job!' / '+N Points Earned', or 'Submitted!'): no toast repeats it.
      setOutcome(result);
      // Points change the score the dashboard shows next.
      void refresh([API.score, API.pendingQuestionnaires]);
    } catch (error) {
      const missing = missingRequiredOfRefusal(failureWords(error));
      if (missing) reportMissing(missing);
      else toast({ title: 'Submission Failed', description: failureWords(error) || 'Failed to submit survey', variant: 'destructive' });
    } finally {
      setSubmitting(false);
    }
  }

  return { submit, submitting, outcome };
}
