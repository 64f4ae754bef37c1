import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { cleanSingleLine, multiLineText, singleLineText, storableInJson, textProblem } from './text';

const single = z.object({ name: singleLineText('name').min(1, 'name is required').max(20) });
const multi = z.object({ description: multiLineText('description').max(50) });
const message = (result: { error?: z.ZodError }) => result.error?.issues[0]?.message;

describe('singleLineText', () => {
  it('trims and keeps ordinary text, tabs, emoji and other scripts', () => {
    expect(single.parse({ name: '  Ada\tLovelace  ' })).toEqual({ name: 'Ada\tLovelace' });
    expect(single.parse({ name: 'Zoë 🧩 李' })).toEqual({ name: 'Zoë 🧩 李' });
  });

  it.each([
    ['NUL', 'CO\u0000DE'],
    ['BEL', 'a\u0007b'],
    ['ESC', '\u001b[31mred'],
    ['DEL', 'a\u007fb'],
    ['a C1 control', 'a\u0085b'],
    ['a lone CR', 'a\rb'],
  ])('refuses %s, naming the field', (_, name) => {
    expect(message(single.safeParse({ name }))).toMatch(/^name must (not contain control characters|be a single line)$/);
  });

  it('refuses a newline inside, but trims one at either end', () => {
    expect(message(single.safeParse({ name: 'two\nlines' }))).toBe('name must be a single line');
    expect(single.parse({ name: 'one line\n' })).toEqual({ name: 'one line' });
  });

  it('refuses lone surrogates, high or low, and keeps pairs', () => {
    for (const name of ['\uD800', 'a\uDC00', '\uDBFFx', 'x\uDFFF\uD800']) {
      expect(message(single.safeParse({ name }))).toBe('name must be valid Unicode text');
    }
    expect(single.parse({ name: '\uD83E\uDDE9' })).toEqual({ name: '🧩' });
  });

  it('says the field is required when absent and must be text when not a string', () => {
    expect(message(single.safeParse({}))).toBe('name is required');
    expect(message(single.safeParse({ name: 42 }))).toBe('name must be text');
    expect(message(single.safeParse({ name: '   ' }))).toBe('name is required');
    expect(message(single.safeParse({ name: 'x'.repeat(21) }))).toBe('Too big: expected string to have <=20 characters');
  });
});

describe('multiLineText', () => {
  it('keeps newlines and tabs, turning CR LF into LF', () => {
    expect(multi.parse({ description: 'line 1\r\nline 2\n\tindented' })).toEqual({ description: 'line 1\nline 2\n\tindented' });
  });

  it('refuses NUL, other controls and a lone CR', () => {
    expect(message(multi.safeParse({ description: 'a\u0000' }))).toBe('description must not contain control characters');
    expect(message(multi.safeParse({ description: 'a\u000bb' }))).toBe('description must not contain control characters');
    expect(message(multi.safeParse({ description: 'a\rb' }))).toBe('description must not contain control characters');
  });

  it('keeps white space when asked to (answers)', () => {
    expect(multiLineText('answer', { trim: false }).parse('  Paris ')).toBe('  Paris ');
  });
});

describe('textProblem', () => {
  it('is what the client forms ask, with the same answers as the schemas', () => {
    expect(textProblem('fine', 'single')).toBeNull();
    expect(textProblem('two\nlines', 'multi')).toBeNull();
    expect(textProblem('two\nlines', 'single')).toBe('line_break');
    expect(textProblem('\u0000', 'multi')).toBe('control');
  });
});

describe('cleanSingleLine and storableInJson', () => {
  it('drop control characters and lone surrogates, keeping pairs and the rest', () => {
    expect(cleanSingleLine(' Gr\u0000ace\n\u0085 ')).toBe('Grace');
    expect(cleanSingleLine('Hop\ud800per 😀')).toBe('Hopper 😀');
    expect(storableInJson('a\u0000b\udc00c\n😀')).toBe('abc\n😀');
  });
});
