/**
 * A .po catalog's translations by id (the header entry, with the empty id, left out), read from
 * its text. The server loads its messages with it (api/messages.ts) and the translations check
 * reads every catalog with it (lint/translations.test.ts), so both read a catalog alike.
 */
export function readCatalog(text: string): Map<string, string> {
  const entries = new Map<string, string>();
  const unquote = (quoted: string) => JSON.parse(quoted) as string;
  for (const block of text.split(/\n\s*\n/)) {
    const id = /^msgid ("(?:[^"\\]|\\.)*"(?:\n"(?:[^"\\]|\\.)*")*)/m.exec(block)?.[1];
    const translation = /^msgstr ("(?:[^"\\]|\\.)*"(?:\n"(?:[^"\\]|\\.)*")*)/m.exec(block)?.[1];
    if (id === undefined || translation === undefined) continue;
    const key = id.split('\n').map(unquote).join('');
    if (key) entries.set(key, translation.split('\n').map(unquote).join(''));
  }
  return entries;
}
