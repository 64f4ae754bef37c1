/**
 * What a section hands back and how it is printed. Every figure sits beside the reference it
 * should be read against: on a shared, noisy machine a ratio means something, a time alone
 * does not. Floors are the issue's targets; missing one is reported, never fatal.
 */

export interface Floor {
  /** The target as the issue states it, e.g. ">= 0.35x". */
  text: string;
  met: boolean;
}

export interface Figure {
  label: string;
  value: string;
  /** What the value is compared with, measured in the same run. */
  reference?: string;
  ratio?: string;
  floor?: Floor;
}

export interface SectionResult {
  title: string;
  figures: Figure[];
  /** Correctness checks that passed, and other one-line facts worth keeping. */
  notes: string[];
}

/** A broken promise the server made (a lost scan, a non-200, a fixture that doesn't work): the run fails. */
export class BenchFailure extends Error {
  override name = 'BenchFailure';
}

/** A precondition of measuring at all (a fixture, a cookie, a setup call): the section stops. */
export function check(condition: boolean, message: string): asserts condition {
  if (!condition) throw new BenchFailure(message);
}

const broken: string[] = [];

/**
 * A promise the server must keep while it is measured (every scan acknowledged, none lost or
 * doubled, every stream notified): the section goes on, so its figures are still printed, and
 * the run exits non-zero at the end.
 */
export function expect(condition: boolean, message: string): boolean {
  if (!condition) {
    broken.push(message);
    console.error(`\n!!! CORRECTNESS FAILURE: ${message}`);
  }
  return condition;
}

/** Every failed expect() so far, oldest first. */
export function brokenPromises(): readonly string[] {
  return broken;
}

export function floorAtLeast(value: number, minimum: number, text: string): Floor {
  return { text: `>= ${text}`, met: value >= minimum };
}

export function floorAtMost(value: number, maximum: number, text: string): Floor {
  return { text: `<= ${text}`, met: value <= maximum };
}

export function verdict(floor: Floor | undefined): string {
  if (!floor) return '';
  return floor.met ? 'meets floor' : 'BELOW floor';
}

function pad(text: string, width: number): string {
  return text.length >= width ? text : text + ' '.repeat(width - text.length);
}

export function printSection(result: SectionResult): void {
  const labelWidth = Math.max(...result.figures.map((figure) => figure.label.length), 10);
  const valueWidth = Math.max(...result.figures.map((figure) => figure.value.length), 8);
  console.log(`\n== ${result.title} ==`);
  for (const figure of result.figures) {
    const reference = figure.reference ? `vs ${figure.reference}${figure.ratio ? ` = ${figure.ratio}` : ''}` : '';
    const floor = figure.floor ? `floor ${figure.floor.text}: ${verdict(figure.floor)}` : '';
    console.log(`  ${pad(figure.label, labelWidth)}  ${pad(figure.value, valueWidth)}  ${[reference, floor].filter(Boolean).join('   ')}`);
  }
  for (const note of result.notes) console.log(`  - ${note}`);
}

/** One row per figure, as a Markdown table so it can be pasted into docs/performance.md. */
export function printSummary(results: readonly SectionResult[], failures: readonly string[]): void {
  console.log('\n== Summary ==\n');
  console.log('| section | figure | value | reference | ratio | floor | verdict |');
  console.log('|---|---|---|---|---|---|---|');
  for (const result of results) {
    for (const figure of result.figures) {
      const cells = [result.title, figure.label, figure.value, figure.reference ?? '', figure.ratio ?? '', figure.floor?.text ?? '', verdict(figure.floor)];
      console.log(`| ${cells.map((cell) => cell.replaceAll('|', '/')).join(' | ')} |`);
    }
  }
  const below = results.flatMap((result) => result.figures).filter((figure) => figure.floor && !figure.floor.met).length;
  console.log(`\n${below === 0 ? 'Every figure meets its floor.' : `${below} figure(s) BELOW floor.`}`);
  if (failures.length) {
    console.error(`\n!!! ${failures.length} FAILURE(S): the run failed; figures marked !!! are not to be trusted !!!`);
    for (const failure of failures) console.error(`!!! ${failure}`);
  }
}
