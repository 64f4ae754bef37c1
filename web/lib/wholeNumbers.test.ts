import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@lingui/core';
import { LANGUAGES } from '../../core/language';
import { activateLanguage } from './language';
import { installWholeNumbers, wholeNumberFormat } from './wholeNumbers';

const IcuNumberFormat = Intl.NumberFormat;

/** Counts the formatters ICU is asked to make, behind the whole-number writer. */
function countingIcu() {
  const made: unknown[][] = [];
  class Counted extends IcuNumberFormat {
    constructor(...args: ConstructorParameters<typeof Intl.NumberFormat>) {
      super(...args);
      made.push(args);
    }
  }
  return { WholeNumberFormat: wholeNumberFormat(Counted as typeof Intl.NumberFormat), made };
}

const WHOLE_NUMBERS = [0, 1, 7, 42, 999, 1000, 1234, 9999, 10000, 12345, 99999, 100000, 123456, 1234567, 98765432, Number.MAX_SAFE_INTEGER];
const PERCENT_VALUES = [0, 0.01, 0.07, 0.29, 0.42, 0.5, 0.57, 0.99, 1, 12.34, 123.45];

describe('whole numbers without ICU', () => {
  it.each(LANGUAGES)('writes every whole number and percentage in %s as ICU does, without asking ICU', (language) => {
    const { WholeNumberFormat, made } = countingIcu();
    for (const locales of [language, [language]]) {
      const ours = new WholeNumberFormat(locales);
      const percent = new WholeNumberFormat(locales, { style: 'percent' });
      for (const value of [...WHOLE_NUMBERS, ...WHOLE_NUMBERS.map((n) => -n).filter((n) => n !== 0)]) {
        expect(ours.format(value), `${value}`).toBe(new IcuNumberFormat(language).format(value));
      }
      for (const value of [...PERCENT_VALUES, ...PERCENT_VALUES.map((n) => -n).filter((n) => n !== 0)]) {
        expect(percent.format(value), `${value}`).toBe(new IcuNumberFormat(language, { style: 'percent' }).format(value));
      }
    }
    expect(made).toEqual([]);
  });

  it('leaves fractions, -0, strings, big integers, other options and other languages to ICU, with its answer', () => {
    const { WholeNumberFormat, made } = countingIcu();
    const en = new WholeNumberFormat('en');
    expect(en.format(1234.5)).toBe('1,234.5');
    expect(en.format(-0)).toBe('-0');
    expect(en.format('1234')).toBe('1,234');
    expect(en.format(12345678901234567890n)).toBe('12,345,678,901,234,567,890');
    expect(en.format(2 ** 60)).toBe(new IcuNumberFormat('en').format(2 ** 60));
    expect(made).toHaveLength(1); // made once, on the first value it could not write, and kept
    expect(new WholeNumberFormat('en', { style: 'percent' }).format(0.125)).toBe('13%');
    expect(new WholeNumberFormat('de').format(1234)).toBe('1.234');
    expect(new WholeNumberFormat('en-IN').format(1234567)).toBe('12,34,567');
    expect(new WholeNumberFormat('en', { minimumFractionDigits: 2 }).format(3)).toBe('3.00');
    expect(new WholeNumberFormat('es', { style: 'currency', currency: 'EUR' }).format(3)).toBe(new IcuNumberFormat('es', { style: 'currency', currency: 'EUR' }).format(3));
    expect(made).toHaveLength(6);
  });

  it('throws on a bad locale or option at once, as Intl does', () => {
    const { WholeNumberFormat } = countingIcu();
    expect(() => new WholeNumberFormat('not a locale!')).toThrow(RangeError);
    expect(() => new WholeNumberFormat('en', { style: 'nonsense' as 'decimal' })).toThrow(RangeError);
  });

  it('answers the rest of Intl.NumberFormat from ICU', () => {
    const { WholeNumberFormat } = countingIcu();
    const en = new WholeNumberFormat('en');
    expect(en.resolvedOptions().locale).toBe('en');
    expect(en.formatToParts(1234).map((part) => part.value).join('')).toBe('1,234');
    expect(en.formatRange(3, 5)).toBe(new IcuNumberFormat('en').formatRange(3, 5));
    expect([1000, 2000].map(en.format)).toEqual(['1,000', '2,000']);
    expect(WholeNumberFormat.supportedLocalesOf(['es', 'zz'])).toEqual(['es']);
  });
});

describe('installWholeNumbers', () => {
  afterEach(() => {
    (Intl as { NumberFormat: unknown }).NumberFormat = IcuNumberFormat;
  });

  it("serves Lingui's numbers and plurals, in both languages, once installed", async () => {
    installWholeNumbers();
    const installed = Intl.NumberFormat;
    expect(installed).not.toBe(IcuNumberFormat);
    installWholeNumbers();
    expect(Intl.NumberFormat).toBe(installed); // a second call keeps the first, not a writer over a writer
    await activateLanguage('es', ['play']);
    expect(i18n._({ id: 'score.points', message: '{points, plural, one {# point} other {# points}}', values: { points: 12345 } })).toBe('12.345 puntos');
    expect(i18n.number(0.42, { style: 'percent' })).toBe('42\u00a0%');
    await activateLanguage('en', ['play']);
    expect(i18n._({ id: 'score.points', message: '{points, plural, one {# point} other {# points}}', values: { points: 1 } })).toBe('1 point');
  });
});
