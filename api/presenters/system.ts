/** The health check's answer, `{ ok }`, sent with 200 or 503. */
export function presentHealth(ok: boolean): { ok: boolean } {
  return { ok };
}
