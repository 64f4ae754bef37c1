import type { SWRConfiguration } from 'swr';
import { fetcher } from './api';

/**
 * Reads never refetch on a timer, on focus or on reconnect, are never retried, and stay fresh
 * until something invalidates them; hooks the product gives a freshness window opt back in with
 * their own dedupingInterval (docs/product.md, Common behaviour of the client).
 */
export const swrConfig: SWRConfiguration = {
  fetcher,
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  revalidateIfStale: false,
  shouldRetryOnError: false,
  refreshInterval: 0,
};

/** For resources that are "fresh for N s": refetched on mount once N s have passed. */
export function freshFor(ms: number): SWRConfiguration {
  return { dedupingInterval: ms, revalidateIfStale: true };
}
