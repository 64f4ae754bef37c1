import { randomBytes } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { SharedPrefix } from './sharedPrefix';

const decode = { br: brotliDecompressSync, gzip: gunzipSync, identity: (body: Buffer) => body };

const board = Buffer.from(
  `{"published":true,"entries":${JSON.stringify(Array.from({ length: 100 }, (_, rank) => ({ rank, userName: `Student ${rank}`, team: 'Équipe' })))},"me":`,
);

describe('SharedPrefix', () => {
  const tails = {
    'no tail': Buffer.alloc(0),
    'one byte': Buffer.from('}'),
    'an own entry with UTF-8': Buffer.from('{"userName":"Zoë Ngô 🦊","email":"zoe@campus.edu"}}'),
    'exactly one raw block': randomBytes(0xffff),
    'more than one raw block': randomBytes(0xffff * 2 + 17),
  };

  for (const encoding of ['br', 'gzip', 'identity'] as const) {
    for (const [name, tail] of Object.entries(tails)) {
      it(`decodes to the prefix then the tail in ${encoding}, ${name}`, () => {
        const body = new SharedPrefix(board).withTail(tail, encoding);
        expect(decode[encoding](body).equals(Buffer.concat([board, tail]))).toBe(true);
      });
    }
  }

  it('compresses the shared part once and keeps it compressed', () => {
    const prefix = new SharedPrefix(board);
    const tail = Buffer.from('null}');
    const first = prefix.withTail(tail, 'br');
    expect(first.length).toBeLessThan(board.length / 4);
    expect(prefix.withTail(tail, 'br').equals(first)).toBe(true);
    // Another reader's part changes only the end of the body.
    const other = prefix.withTail(Buffer.from('{"rank":7}}'), 'br');
    const shared = first.length - tail.length - 4;
    expect(other.subarray(0, shared).equals(first.subarray(0, shared))).toBe(true);
  });

  it('decodes an empty prefix', () => {
    const prefix = new SharedPrefix(Buffer.alloc(0));
    expect(gunzipSync(prefix.withTail(Buffer.from('{}'), 'gzip')).toString()).toBe('{}');
    expect(brotliDecompressSync(prefix.withTail(Buffer.from('{}'), 'br')).toString()).toBe('{}');
  });
});
