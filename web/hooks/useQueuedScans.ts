import { useEffect, useState } from 'react';

/**
 * How many of this user's scans wait on the phone, kept current across tabs. The queue's code
 * (and IndexedDB) loads on demand, so pages that never queue anything do not pay for it.
 */
export function useQueuedScans(userId: string | undefined): number {
  const [waiting, setWaiting] = useState(0);
  useEffect(() => {
    if (!userId) return;
    let active = true;
    let stop = () => {};
    void import('../lib/offline/scanQueue')
      .then(({ onQueueChange, queuedScans }) => {
        const count = () =>
          void queuedScans(userId)
            .then((scans) => active && setWaiting(scans.length))
            .catch(() => undefined);
        if (!active) return;
        stop = onQueueChange(count);
        count();
      })
      .catch(() => undefined);
    return () => {
      active = false;
      stop();
    };
  }, [userId]);
  return waiting;
}
