/**
 * A sign-in's returnTo is honoured only as a same-origin path: one leading '/', no scheme,
 * no '//' or '/\' (which browsers read as another host), no control characters. Else '/'.
 */
export function safeReturnTo(value: unknown): string {
  if (typeof value !== 'string' || value.length > 2000) return '/';
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return '/';
  if ([...value].some((char) => char === '\\' || char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f)) return '/';
  return value;
}
