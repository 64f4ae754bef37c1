import { useState } from 'react';

/**
 * True from the first render where `shown` is true, and for good after that: a part whose code
 * loads on demand (a dialog) is rendered once it is first needed and then stays mounted, as it
 * would have been had its code come with the page.
 */
export function useShownOnce(shown: boolean): boolean {
  const [once, setOnce] = useState(shown);
  // Adjusting state while rendering (React's pattern for state derived from props): no extra commit.
  if (shown && !once) setOnce(true);
  return once || shown;
}
