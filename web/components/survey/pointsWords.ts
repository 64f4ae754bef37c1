import type { ParticipantQuestion } from '../../../core/questions';

/** '1 point', '2 points', '0 points', '-1 point'. */
export function pointsWords(points: number): string {
  return `${points} ${Math.abs(points) === 1 ? 'point' : 'points'}`;
}

/**
 * What a graded question is worth, shown before answering so a student can weigh a guess:
 * '2 points · a wrong answer costs 1 point', or just '2 points' when a wrong answer costs nothing.
 */
export function stakesWords({ points, negativePoints }: Pick<ParticipantQuestion, 'points' | 'negativePoints'>): string {
  return negativePoints > 0 ? `${pointsWords(points)} · a wrong answer costs ${pointsWords(negativePoints)}` : pointsWords(points);
}

/** A result's points with their sign: '+2 points', '-1 point', '0 points'. */
export function signedPointsWords(points: number): string {
  return points > 0 ? `+${pointsWords(points)}` : pointsWords(points);
}
