import { LANGUAGES, type Language } from '../../core/language';

/**
 * Whole numbers written without ICU. A page's first `Intl.NumberFormat` is slow to make: the
 * engine loads its number data then, 25 to 50 ms in Chromium here and four times that on a
 * cheap phone, inside the render that first shows a number. Every page of the student's shows
 * one at once (a count, points, a rank, a percentage), and a plural's `#` makes a formatter too.
 *
 * What those pages show are whole numbers, and in the languages the app ships a whole number is
 * its digits grouped in threes. So `installWholeNumbers()` puts a formatter in front of Intl's
 * that writes those itself, as ICU would (the unit test compares the two), and makes ICU's own
 * only when asked for anything else: a fraction, another style or option, another language.
 */

interface Grouping {
  separator: string;
  /** The fewest digits before the first separator: Spanish writes 1000 but 10.000. */
  minimumLeadingDigits: number;
  /** What follows a percentage's digits. */
  percentSuffix: string;
}

const GROUPING: Record<Language, Grouping> = {
  en: { separator: ',', minimumLeadingDigits: 1, percentSuffix: '%' },
  es: { separator: '.', minimumLeadingDigits: 2, percentSuffix: '\u00a0%' },
};

function grouped(whole: number, { separator, minimumLeadingDigits }: Grouping): string {
  const digits = String(Math.abs(whole));
  const sign = whole < 0 ? '-' : '';
  if (digits.length < 4 + minimumLeadingDigits - 1) return sign + digits;
  return sign + digits.replace(/\B(?=(\d{3})+$)/g, separator);
}

type Style = 'decimal' | 'percent';

/** The style this formatter can write itself, or undefined when only ICU's can. */
function plainStyle(options: Intl.NumberFormatOptions | undefined): Style | undefined {
  if (options === undefined) return 'decimal';
  const keys = Object.keys(options);
  if (keys.length === 0) return 'decimal';
  if (keys.length === 1 && options.style === 'percent') return 'percent';
  return undefined;
}

function languageOf(locales: string | readonly string[] | undefined): Language | undefined {
  const first = typeof locales === 'string' ? locales : locales?.[0];
  return LANGUAGES.find((language) => language === first);
}

/** The whole number to write, or undefined when the value is not one (or is -0, which ICU writes "-0"). */
function wholeOf(value: unknown, style: Style): number | undefined {
  if (typeof value !== 'number' || Object.is(value, -0)) return undefined;
  if (style === 'decimal') return Number.isSafeInteger(value) ? value : undefined;
  const hundredths = value * 100;
  const whole = Math.round(hundredths);
  return Number.isSafeInteger(whole) && Math.abs(hundredths - whole) < 1e-9 && !Object.is(whole, -0) ? whole : undefined;
}

type NumberFormatArgs = [locales?: string | readonly string[], options?: Intl.NumberFormatOptions];

/** The formatter over a given Intl one (`installWholeNumbers` passes Intl's own; the unit test, one that counts). */
export function wholeNumberFormat(Native: typeof Intl.NumberFormat) {
  return class WholeNumberFormat {
    readonly #args: NumberFormatArgs;
    readonly #grouping: Grouping | undefined;
    readonly #style: Style | undefined;
    #native: Intl.NumberFormat | undefined;

    constructor(...args: NumberFormatArgs) {
      this.#args = args;
      const language = languageOf(args[0]);
      this.#grouping = language && GROUPING[language];
      this.#style = plainStyle(args[1]);
      // Made at once when it will be needed anyway, so that a bad locale or option throws here, as Intl's would.
      if (!this.#grouping || !this.#style) this.#native = new Native(...args);
    }

    static supportedLocalesOf = Native.supportedLocalesOf;

    #icu(): Intl.NumberFormat {
      this.#native ??= new Native(...this.#args);
      return this.#native;
    }

    /** A bound function, as Intl's `format` is, so `values.map(formatter.format)` works. */
    readonly format = (value: number | bigint | string): string => {
      const whole = this.#style && this.#grouping ? wholeOf(value, this.#style) : undefined;
      if (whole === undefined || !this.#grouping) return this.#icu().format(value as number);
      const digits = grouped(whole, this.#grouping);
      return this.#style === 'percent' ? digits + this.#grouping.percentSuffix : digits;
    };

    formatToParts(value: number | bigint | string): Intl.NumberFormatPart[] {
      return this.#icu().formatToParts(value as number);
    }

    formatRange(start: number | bigint, end: number | bigint): string {
      return this.#icu().formatRange(start, end);
    }

    formatRangeToParts(start: number | bigint, end: number | bigint): Intl.NumberRangeFormatPart[] {
      return this.#icu().formatRangeToParts(start, end);
    }

    resolvedOptions(): Intl.ResolvedNumberFormatOptions {
      return this.#icu().resolvedOptions();
    }
  };
}

/** Puts the whole-number writer in front of `Intl.NumberFormat`, once; the entry script calls it first. */
export function installWholeNumbers(): void {
  if ((Intl.NumberFormat as { wholeNumbers?: true }).wholeNumbers) return;
  const formatter = Object.assign(wholeNumberFormat(Intl.NumberFormat), { wholeNumbers: true as const });
  (Intl as { NumberFormat: unknown }).NumberFormat = formatter;
}
