import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { registerServiceWorker } from '../../lib/offline/registerServiceWorker';
import type { QueueResult } from '../../lib/offline/scanQueueRunner';
import { i18n } from '@lingui/core';
import { toast } from '../../lib/toastStore';

// The piece dialog and the surveys (with confetti) load only when a saved scan comes back.
const OfflineResults = lazy(() => import('./OfflineResults'));

/**
 * Sends the scans kept on this phone whenever it can (lib/offline/queueScheduler.ts) and shows
 * what came of them: 'Puzzle Unlocked!' and the questionnaires it triggered, one result at a
 * time; a scan the server refused is reported once. Mounted once for a signed-in student.
 */
export default function OfflineScans({ userId }: { userId: string }) {
  const [collected, setCollected] = useState<Extract<QueueResult, { kind: 'collected' }>[]>([]);

  // Only a signed-in student needs the app offline: the landing's visitors never install it.
  useEffect(registerServiceWorker, []);

  useEffect(() => {
    let stop: (() => void) | null = null;
    let active = true;
    const report = (result: QueueResult) => {
      if (result.kind === 'collected') setCollected((shown) => [...shown, result]);
      else {
        toast({
          title: i18n._({ id: 'offline.notCollected', message: 'Saved Scan Not Collected' }),
          description: `${result.code}: ${result.message}`,
          variant: 'destructive',
        });
      }
    };
    void import('../../lib/offline/queueScheduler')
      .then(({ startScanQueue }) => {
        if (active) stop = startScanQueue(userId, report);
      })
      .catch((error: unknown) => console.warn('Saved scans cannot be sent from this page.', error));
    return () => {
      active = false;
      stop?.();
    };
  }, [userId]);

  const next = useCallback(() => setCollected((shown) => shown.slice(1)), []);
  const [current] = collected;
  if (!current) return null;
  return (
    <Suspense fallback={null}>
      <OfflineResults key={`${current.code}-${collected.length}`} result={current.result} onDone={next} />
    </Suspense>
  );
}
