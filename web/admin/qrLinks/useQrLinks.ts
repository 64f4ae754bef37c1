import useSWR from 'swr';
import type { QrLinkDto } from '../../../core/admin';
import { ADMIN_API } from '../../../core/apiPaths';
import { TIMINGS } from '../../../core/constants';
import { freshFor } from '../../lib/swrConfig';

/** GET /api/admin/qr-links: fresh for 30 s (docs/product.md, Common behaviour of the client), refetched when an admin change revalidates it. */
export function useQrLinks() {
  const { data, error, isLoading, mutate } = useSWR<QrLinkDto[], Error>(ADMIN_API.qrLinks, freshFor(TIMINGS.adminListFreshness));
  return { qrLinks: data, error, isLoading, mutate };
}
