import { useState } from 'react';
import { useSWRConfig } from 'swr';
import type { SubmitResultDto } from '../../../core/contracts';
import type { ParticipantQuestionnaire, SurveyAnswers } from '../../../core/questions';
import { answerKey } from '../../../core/questions';
import { countMissingRequired, isAnswered, visibleQuestions } from '../../../core/survey';
import { postJson, serverMessage } from '../../lib/api';
import { API } from '../../lib/paths';
import { toast } from '../../lib/toastStore';

/** Only visible, answered questions are sent; hidden ones are neither required nor graded. */
export function responsesToSend(questionnaire: ParticipantQuestionnaire, answers: SurveyAnswers): SurveyAnswers {
  const visible = visibleQuestions(questionnaire.questions, answers);
  const responses: SurveyAnswers = {};
  questionnaire.questions.forEach((_, index) => {
    const key = answerKey(index);
    const answer = answers[key];
    if (visible[index] && answer !== undefined && isAnswered(answer)) responses[key] = answer;
  });
  return responses;
}

/** Validates, submits and reports a survey; `pointsEarned` is set once it went through. */
export function useSurveySubmit(questionnaire: ParticipantQuestionnaire) {
  const { mutate } = useSWRConfig();
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
        responses: responsesToSend(questionnaire, answers),
      });
      const points = result.pointsEarned;
      toast(points > 0 ? { title: `Great job! +${points} points` } : { title: 'Survey Submitted' });
      setPointsEarned(points);
      void mutate(API.score);
      void mutate(API.leaderboard);
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
