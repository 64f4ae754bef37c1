import { i18n } from '@lingui/core';
import type { ParticipantQuestion } from '../../../core/questions';

/** '1 point', '2 points', '0 points', '-1 point', in the language in use. */
export function pointsWords(points: number): string {
  // The plural follows the size, so '-1 point' as '1 point'; the sign is written apart.
  const count = Math.abs(points);
  const words = i18n._({ id: 'score.points', message: '{points, plural, one {# point} other {# points}}', values: { points: count } });
  return points < 0 ? `-${words}` : words;
}

/**
 * What a graded question is worth, shown before answering so a student can weigh a guess:
 * '2 points · a wrong answer costs 1 point', or just '2 points' when a wrong answer costs nothing.
 */
export function stakesWords({ points, negativePoints }: Pick<ParticipantQuestion, 'points' | 'negativePoints'>): string {
  if (negativePoints <= 0) return pointsWords(points);
  return i18n._({ id: 'survey.stakes', message: '{worth} · a wrong answer costs {cost}', values: { worth: pointsWords(points), cost: pointsWords(negativePoints) } });
}

/** A result's points with their sign: '+2 points', '-1 point', '0 points'. */
export function signedPointsWords(points: number): string {
  return points > 0 ? `+${pointsWords(points)}` : pointsWords(points);
}
