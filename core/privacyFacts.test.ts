import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ERASURE_FACTS, PRIVACY_FACTS } from './privacyFacts';

/** The page students read and the document organisers read must list the same things. */
const document = readFileSync(new URL('../docs/privacy.md', import.meta.url), 'utf8').toLowerCase();

describe('docs/privacy.md', () => {
  it.each(PRIVACY_FACTS.map((fact) => [fact.item]))('names "%s"', (item) => {
    expect(document).toContain(item.toLowerCase());
  });
});

describe('the privacy facts', () => {
  it('say for every item what it is, why, who sees it and how long it stays', () => {
    for (const fact of PRIVACY_FACTS) for (const text of Object.values(fact)) expect(text.trim()).not.toBe('');
    expect(new Set(PRIVACY_FACTS.map((fact) => fact.item)).size).toBe(PRIVACY_FACTS.length);
    expect(ERASURE_FACTS.length).toBeGreaterThan(0);
  });
});
