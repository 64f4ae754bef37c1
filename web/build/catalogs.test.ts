import { describe, expect, it } from 'vitest';
import { allMessagesOf, readCatalog } from './catalogs';

describe('catalogs', () => {
  it('reads ids and translations, multi-line and escaped, without the header', () => {
    expect(readCatalog('msgid ""\nmsgstr "Language: es\\n"\n\nmsgid "a.b"\nmsgstr ""\n"Dos "\n"\\"líneas\\""\n')).toEqual(new Map([['a.b', 'Dos "líneas"']]));
  });

  it('gathers every group of a language', () => {
    const spanish = allMessagesOf('es');
    const english = allMessagesOf('en');
    expect(spanish.size).toBeGreaterThan(50);
    expect([...spanish.keys()].sort()).toEqual([...english.keys()].sort());
  });
});
