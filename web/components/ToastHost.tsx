import { lazy, Suspense, useSyncExternalStore } from 'react';
import { getToasts, subscribeToasts } from '../lib/toastStore';

// Radix Toast arrives with the first toast, not with the page: most page loads raise none, and
// the toast store keeps a toast raised before it arrives, so nothing is lost.
const Toaster = lazy(() => import('./Toaster').then((module) => ({ default: module.Toaster })));

const hasToasts = () => getToasts().length > 0;

export function ToastHost() {
  const needed = useSyncExternalStore(subscribeToasts, hasToasts, () => false);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
