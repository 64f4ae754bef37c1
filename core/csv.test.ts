import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { neutraliseCell, toCsv } from './csv';

describe('neutraliseCell', () => {
  it.each(['=1+1', '+1', '-1', '@SUM(A1)', '\tx', '\rx'])('prefixes %j with a quote', (value) => {
    expect(neutraliseCell(value)).toBe(`'${value}`);
  });

  it('leaves ordinary text alone', () => {
    expect(neutraliseCell('Ada')).toBe('Ada');
    expect(neutraliseCell('a=b')).toBe('a=b');
    expect(neutraliseCell('')).toBe('');
  });
});

describe('toCsv', () => {
  const COLUMNS = ['id', 'email', 'firstName', 'lastName', 'role', 'collectionCount', 'createdAt'] as const;
  const user = {
    id: 'u1',
    email: 'ada@campus.edu',
    firstName: '=HYPERLINK("x")',
    lastName: 'O"Brien, Jr\nthe second',
    role: 'user',
    collectionCount: 3,
    createdAt: new Date('2026-01-02T03:04:05.000Z'),
  };

  it('writes a header and RFC 4180 rows that a CSV parser reads back, formulas neutralised', () => {
    const csv = toCsv([user], COLUMNS);
    expect(csv.split('\r\n')[0]).toBe('id,email,firstName,lastName,role,collectionCount,createdAt');
    const rows = parse(csv, { columns: true }) as Record<string, string>[];
    expect(rows).toEqual([
      {
        id: 'u1',
        email: 'ada@campus.edu',
        firstName: `'=HYPERLINK("x")`,
        lastName: 'O"Brien, Jr\nthe second',
        role: 'user',
        collectionCount: '3',
        createdAt: '2026-01-02T03:04:05.000Z',
      },
    ]);
  });

  it('writes negative numbers as numbers, and a negative-looking text neutralised', () => {
    const csv = toCsv([{ longitude: -0.12, note: '-0.12' }], ['longitude', 'note']);
    expect(parse(csv, { columns: true })).toEqual([{ longitude: '-0.12', note: "'-0.12" }]);
  });

  it('writes objects as JSON text and absent values as empty cells', () => {
    const csv = toCsv([{ a: { q0: ['x', 'y'] }, b: null }], ['a', 'b']);
    expect(parse(csv, { columns: true })).toEqual([{ a: '{"q0":["x","y"]}', b: '' }]);
  });
});
