import { useEffect, useState } from 'react';

/** The time now, renewed every `everyMs` while mounted: "tomorrow at 9:00" must become "today" overnight. */
export function useNow(everyMs = 60_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), everyMs);
    return () => window.clearInterval(timer);
  }, [everyMs]);
  return now;
}
