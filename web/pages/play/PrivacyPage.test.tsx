import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { afterAll, describe, expect, it } from 'vitest';
import { ERASURE_FACTS, PRIVACY_FACTS, type PrivacyText } from '../../../core/privacyFacts';
import { catalogOf } from '../../build/catalogs';
import { PrivacyFactList } from '../../components/privacy/PrivacyFactList';
import { activateLanguage } from '../../lib/language';
import PrivacyPage from './PrivacyPage';

/**
 * The privacy facts (core/privacyFacts.ts) reach a reader in their language: the privacy page and
 * the dashboard's short list drawn in Spanish, from the compiled catalog the pages load, hold the
 * Spanish of every text and none of the English; drawn in English, the English is as it was.
 */

const spanish = catalogOf('es', 'play.po');
/** The Spanish a text should show, from the catalog's source (none of these texts has a placeholder). */
const inSpanish = (text: PrivacyText) => spanish.get(text.id) ?? `(no Spanish for ${text.id})`;
/** A text as React writes it into the markup. */
const escaped = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');

const page = () =>
  renderToStaticMarkup(
    <MemoryRouter>
      <PrivacyPage />
    </MemoryRouter>,
  );
const dashboardList = () => renderToStaticMarkup(<PrivacyFactList />);

const texts = [...PRIVACY_FACTS.flatMap(({ howLong, ...fact }) => [...Object.values(fact), ...howLong]), ...ERASURE_FACTS];

afterAll(() => activateLanguage('en'));

describe('the privacy facts in Spanish', () => {
  it('are all translated into something other than their English', () => {
    for (const text of texts) {
      expect(spanish.get(text.id), text.id).toBeTruthy();
      expect(inSpanish(text), text.id).not.toBe(text.message);
    }
  });

  it('fill the privacy page in Spanish, with no English left', async () => {
    await activateLanguage('es', ['play']);
    const markup = page();
    for (const fact of PRIVACY_FACTS) {
      for (const text of [fact.item, fact.what, fact.why, fact.whoSees]) expect(markup).toContain(escaped(inSpanish(text)));
      expect(markup).toContain(escaped(fact.howLong.map(inSpanish).join(' ')));
    }
    for (const text of ERASURE_FACTS) expect(markup).toContain(escaped(inSpanish(text)));
    for (const text of texts) expect(markup, text.id).not.toContain(escaped(text.message));
  });

  it("fill the dashboard's short list in Spanish: each item, why and how long", async () => {
    await activateLanguage('es', ['play']);
    const markup = dashboardList();
    for (const fact of PRIVACY_FACTS) {
      for (const text of [fact.item, fact.why]) expect(markup).toContain(escaped(inSpanish(text)));
      expect(markup).toContain(escaped(fact.howLong.map(inSpanish).join(' ')));
      expect(markup).not.toContain(escaped(inSpanish(fact.what)));
    }
    for (const text of texts) expect(markup, text.id).not.toContain(escaped(text.message));
  });
});

describe('the privacy facts in English', () => {
  it('read as they are written, how long in one line', async () => {
    await activateLanguage('en', ['play']);
    const markup = page();
    for (const fact of PRIVACY_FACTS) {
      for (const text of [fact.item, fact.what, fact.why, fact.whoSees]) expect(markup).toContain(escaped(text.message));
      expect(markup).toContain(escaped(fact.howLong.map((sentence) => sentence.message).join(' ')));
    }
    for (const text of ERASURE_FACTS) expect(markup).toContain(escaped(text.message));
    expect(markup).toContain(
      escaped('Until your account is erased: by you, by an organiser, or with every participant after the event. Afterwards only the count per minute stays; what you typed is deleted.'),
    );
  });
});
