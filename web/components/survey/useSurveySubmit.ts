import { useState } from 'react';
import type { SubmitResultDto } from '../../../core/contracts';
import type { ParticipantQuestionnaire, SurveyAnswers } from '../../../core/questions';
import { i18n } from '@lingui/core';
import { evaluateSubmission, missingRequiredOfRefusal } from '../../../core/survey';
import { useRefresh } from '../../hooks/useRefresh';
import { api, failureWords } from '../../lib/api';
import { API } from '../../../core/apiPaths';
import { toast } from '../../lib/toastStore';

const SUBMISSION_FAILED = /*i18n*/ { id: 'survey.failed', message: 'Submission Failed' };

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
    toast({
      title: i18n._({ id: 'survey.incomplete', message: 'Incomplete Survey' }),
      // Said here, in the reader's language: core/survey.ts words the API's refusal, in English.
      description: i18n._({
        id: 'survey.incomplete.text',
        message: 'Please answer all required questions ({count} remaining)',
        values: { count: indexes.length },
      }),
    });
    onMissing(indexes);
  }

  async function submit(answers: SurveyAnswers) {
    if (submitting) return;
    const submission = evaluateSubmission(questionnaire.questions, answers);
    // The fields only offer well-formed answers, so a problem means a bug: say what the API would.
    if (!submission.ok) {
      toast({ title: i18n._(SUBMISSION_FAILED), description: submission.problem.message, variant: 'destructive' });
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
      else {
        toast({
          title: i18n._(SUBMISSION_FAILED),
          description: failureWords(error) || i18n._({ id: 'survey.failed.text', message: 'Failed to submit survey' }),
          variant: 'destructive',
        });
      }
    } finally {
      setSubmitting(false);
    }
  }

  return { submit, submitting, outcome };
}
