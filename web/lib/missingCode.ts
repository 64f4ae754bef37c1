/** When the page last reloaded for code it could not load (sessionStorage: this tab only). */
const RELOADED_AT = 'hunt.reloadedForCode';
/** A tab reloads for missing code at most once in this long. */
const ONCE_IN_MS = 60_000;

/**
 * Code the page asked for and could not load: usually a chunk a deploy replaced while the page
 * was open (the server answers 404 for an old hashed file). Reloading asks the server for the
 * current page, which names the current code. Once a minute at most: code that cannot load at
 * all (offline, an organiser's page the phone does not keep) then fails as it did before, rather
 * than reloading for ever.
 */
export function reloadForMissingCode(error: unknown): Promise<never> {
  const now = Date.now();
  try {
    if (now - (Number(sessionStorage.getItem(RELOADED_AT)) || 0) < ONCE_IN_MS) throw error;
    sessionStorage.setItem(RELOADED_AT, String(now));
  } catch {
    throw error;
  }
  window.location.reload();
  // The page is going away: nothing is to render meanwhile.
  return new Promise<never>(() => {});
}
