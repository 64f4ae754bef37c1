import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ERASURE_FACTS, PRIVACY_FACTS } from './privacyFacts';

/** The page students read and the document organisers read must list the same things. */
const document = readFileSync(new URL('../docs/privacy.md', import.meta.url), 'utf8').toLowerCase();

describe('docs/privacy.md', () => {
  it.each(PRIVACY_FACTS.map((fact) => [fact.item.message]))('names "%s"', (item) => {
    expect(document).toContain(item.toLowerCase());
  });
});

describe('the privacy facts', () => {
  it('say for every item what it is, why, who sees it and how long it stays', () => {
    for (const { howLong, ...texts } of PRIVACY_FACTS) {
      for (const text of Object.values(texts)) expect(text.message.trim()).not.toBe('');
      expect(howLong.length).toBeGreaterThan(0);
      for (const sentence of howLong) expect(sentence.message.trim()).not.toBe('');
    }
    expect(new Set(PRIVACY_FACTS.map((fact) => fact.item.message)).size).toBe(PRIVACY_FACTS.length);
    expect(ERASURE_FACTS.length).toBeGreaterThan(0);
  });

  it('give each text one id, and each id one text', () => {
    const texts = [...PRIVACY_FACTS.flatMap(({ howLong, ...texts }) => [...Object.values(texts), ...howLong]), ...ERASURE_FACTS];
    const byId = new Map<string, string>();
    for (const { id, message } of texts) {
      expect(byId.get(id) ?? message, id).toBe(message);
      byId.set(id, message);
    }
    const ids = new Map([...byId].map(([id, message]) => [message, id]));
    expect(ids.size, 'a sentence said twice is one shared descriptor').toBe(byId.size);
  });
});
