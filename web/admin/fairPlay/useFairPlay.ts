import useSWR from 'swr';
import type { FairPlayStudentDto } from '../../../core/admin';
import { ADMIN_API } from '../../../core/apiPaths';
import { TIMINGS } from '../../../core/constants';
import { freshFor } from '../../lib/swrConfig';

/** GET /api/admin/fair-play: fresh for 30 s like the other admin lists, and every 30 s while shown (marks arrive during the event). */
export function useFairPlay() {
  const { data, error, isLoading } = useSWR<FairPlayStudentDto[], Error>(ADMIN_API.fairPlay, {
    ...freshFor(TIMINGS.adminListFreshness),
    refreshInterval: TIMINGS.adminListFreshness,
  });
  return { students: data, error, isLoading };
}
