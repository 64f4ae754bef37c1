/** Characters no file system accepts in a name. */
const UNSAFE_FILE_CHARS = new Set(['\\', '/', ':', '*', '?', '"', '<', '>', '|']);

/** QR-{code}-{piece name}.png, with characters a file name cannot hold (and control characters) replaced by '-'. */
export function qrFileName(code: string, pieceName: string): string {
  const name = `QR-${code}-${pieceName}.png`;
  return [...name].map((char) => (UNSAFE_FILE_CHARS.has(char) || char.charCodeAt(0) < 0x20 ? '-' : char)).join('');
}
