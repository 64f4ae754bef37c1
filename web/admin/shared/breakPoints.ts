/**
 * An address split where a line may break: after each '@', '.', '/', ':', '?', '&', '=', '-'
 * or '_'. A table cell too narrow for 'organiser@example.edu' or 'http://localhost:3201' then
 * wraps it between its parts ('organiser@' / 'example.edu'), never inside a word.
 */
export function breakPoints(text: string): string[] {
  return text.split(/(?<=[@./:?&=_-])/);
}
