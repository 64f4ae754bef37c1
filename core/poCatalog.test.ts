import { describe, expect, it } from 'vitest';
import { readCatalog } from './poCatalog';

describe('readCatalog', () => {
  it('reads ids and translations, multi-line and escaped, without the header', () => {
    expect(readCatalog('msgid ""\nmsgstr "Language: es\\n"\n\nmsgid "a.b"\nmsgstr ""\n"Dos "\n"\\"líneas\\""\n')).toEqual(new Map([['a.b', 'Dos "líneas"']]));
  });
});
