import type { ProgressDto } from '../../core/contracts';
import type { Standing } from '../../db/rows';
import type { Progress } from '../services/collection';

/** The participant's progress: pieces held out of all, and when they completed the set. */
export function presentProgress(user: Pick<Standing, 'completed_at'>, { collected, total }: Progress): ProgressDto {
  return { collected, total, completedAt: user.completed_at?.toISOString() ?? null };
}
