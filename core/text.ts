import { z } from 'zod';
import { worded } from './wording';

/**
 * Text fields of requests (bodies, queries), for every schema in core. PostgreSQL stores no
 * U+0000 ('invalid byte sequence') and its JSON columns no lone surrogate, and no field has a use
 * for the other control characters, so all of them are refused with a message naming the field:
 * a 400, never a 500. Tab is allowed everywhere, newline only in multi-line text (descriptions,
 * answers), where a Windows line end (CR LF) is kept as a newline.
 *
 * Its own module rather than contracts.ts: questionnaireSchema.ts uses it, and contracts.ts
 * imports questionnaireSchema.ts.
 */

export type TextLines = 'single' | 'multi';

const TAB = 0x09;
const LF = 0x0a;
const CR = 0x0d;

/** Half of a surrogate pair: a code unit of a pair, or, iterating by code point, a lone half. */
const isSurrogate = (point: number) => point >= 0xd800 && point <= 0xdfff;
/** A C0 or C1 control, tab aside (line breaks are controls too: callers allow them where text is multi-line). */
const isControl = (point: number) => (point < 0x20 && point !== TAB) || (point >= 0x7f && point <= 0x9f);

/** What can be wrong with a text: half a surrogate pair, a line break in one line, a control character. */
export type TextProblem = 'not_unicode' | 'line_break' | 'control';

/** The schemas' words for each problem with a field's text (core/wording.ts). */
const TEXT_PROBLEMS: Record<TextProblem, string> = {
  not_unicode: '{field} must be valid Unicode text',
  line_break: '{field} must be a single line',
  control: '{field} must not contain control characters',
};

/**
 * What is wrong with `value` as text of one line or many, or null when nothing is: half of a
 * surrogate pair without the other half (not text in any encoding), a line break in single-line
 * text, or any C0 or C1 control but tab and newline (CR only as part of CR LF in multi-line text).
 */
export function textProblem(value: string, lines: TextLines): TextProblem | null {
  for (let i = 0; i < value.length; i++) {
    const char = value.charCodeAt(i);
    if (isSurrogate(char)) {
      const next = value.charCodeAt(i + 1);
      if (char >= 0xdc00 || !(next >= 0xdc00 && next <= 0xdfff)) return 'not_unicode';
      i++;
    } else if (char === LF || char === CR) {
      if (lines === 'single') return 'line_break';
      if (char === CR && value.charCodeAt(i + 1) !== LF) return 'control';
    } else if (isControl(char)) {
      return 'control';
    }
  }
  return null;
}

interface TextOptions {
  /** Trim surrounding white space first (default true); answers and secrets keep theirs. */
  trim?: boolean;
}

function text(field: string, lines: TextLines, { trim = true }: TextOptions) {
  let schema = z.string({
    error: (issue) => (issue.code !== 'invalid_type' ? undefined : worded(issue.input === undefined ? '{field} is required' : '{field} must be text', { field })),
  });
  if (lines === 'multi') schema = schema.overwrite((value) => value.replace(/\r\n/g, '\n'));
  if (trim) schema = schema.trim();
  return schema.check((ctx) => {
    const problem = textProblem(ctx.value, lines);
    if (problem) ctx.issues.push({ code: 'custom', message: worded(TEXT_PROBLEMS[problem], { field }), input: ctx.value });
  });
}

/** A name, title, code or URL: one line, trimmed. Chain .min()/.max() as on z.string(). */
export function singleLineText(field: string, options: TextOptions = {}) {
  return text(field, 'single', options);
}

/** A description or an answer: newlines allowed, trimmed unless told otherwise. */
export function multiLineText(field: string, options: TextOptions = {}) {
  return text(field, 'multi', options);
}


/** Keeps the code points of `value` that pass `keep` (a lone surrogate is a code point of its own). */
function keepCodePoints(value: string, keep: (point: number) => boolean): string {
  return Array.from(value).filter((char) => keep(char.codePointAt(0) ?? 0)).join('');
}

/** `value` as one line of text to keep, for what another party sent (a Google profile's name). */
export function cleanSingleLine(value: string): string {
  return keepCodePoints(value, (point) => !isControl(point) && !isSurrogate(point)).trim();
}

/** `value` without what PostgreSQL's jsonb cannot hold: U+0000 and half a surrogate pair. */
export function storableInJson(value: string): string {
  return keepCodePoints(value, (point) => point !== 0 && !isSurrogate(point));
}
