import { brotliCompressSync, constants, crc32, deflateRawSync } from 'node:zlib';
import type { Encoding } from '../middleware/staticEncoding';

/**
 * Compressed once per change of a board, which a finale changes hundreds of times a second. On
 * the bench's board of 100,000 ranked, brotli's quality 2 gave the same bytes as 5 (3.97 KB
 * against 3.99 KB with the reader's entry) in a fifth of the time (0.16 against 0.76 ms). Later,
 * on a board of 100,000 with longer names, quality 1 cut a whole rebuild of the board
 * (presenting, hashing, compressing) by a further 0.1 ms, a sixth, for 70-80 bytes more (4.39 KB
 * against 4.31 KB).
 */
const BROTLI_QUALITY = 1;
const GZIP_LEVEL = 9;
/** A deflate stored block and a brotli uncompressed meta-block (4 length nibbles) each hold at most this many bytes. */
const MAX_RAW_BLOCK = 0xffff;
/** gzip's fixed header: magic, deflate, no flags, no time, no extra flags, unknown OS. */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
/** brotli's last meta-block, empty: ISLAST = 1, ISLASTEMPTY = 1. */
const BROTLI_END = Buffer.from([0b11]);

/**
 * The part of a response every reader of a board shares, compressed at most once per encoding,
 * to which each response appends its reader's own part uncompressed: a board read then costs a
 * copy, not a compression, whatever the reader's own entry is.
 *
 * Both formats allow it. The shared part is compressed with a flush instead of an end (deflate's
 * sync flush, brotli's flush), which leaves the stream at a byte boundary with nothing pending;
 * the reader's part follows as raw blocks the format defines for incompressible data (deflate's
 * stored blocks, brotli's uncompressed meta-blocks), then the stream's end (gzip's CRC-32, which
 * continues from the shared part's, and length; brotli's empty last meta-block). Browsers decode
 * the result as any other gzip or brotli body.
 */
export class SharedPrefix {
  private gzip: { deflated: Buffer; crc: number } | null = null;
  private brotli: Buffer | null = null;

  constructor(readonly bytes: Buffer) {}

  /** The whole body, this prefix and then `tail`, in `encoding`. */
  withTail(tail: Buffer, encoding: Encoding | 'identity'): Buffer {
    switch (encoding) {
      case 'br':
        return Buffer.concat([this.brotliPart(), ...uncompressedMetaBlocks(tail), BROTLI_END]);
      case 'gzip': {
        const { deflated, crc } = this.gzipPart();
        // Node 20's crc32 answers 0 for no data at times, instead of the value it continues.
        const whole = tail.length > 0 ? crc32(tail, crc) : crc;
        return Buffer.concat([GZIP_HEADER, deflated, ...storedBlocks(tail), gzipTrailer(whole, this.bytes.length + tail.length)]);
      }
      case 'identity':
        return Buffer.concat([this.bytes, tail]);
    }
  }

  private gzipPart(): { deflated: Buffer; crc: number } {
    this.gzip ??= {
      deflated: deflateRawSync(this.bytes, { level: GZIP_LEVEL, finishFlush: constants.Z_SYNC_FLUSH }),
      crc: crc32(this.bytes),
    };
    return this.gzip;
  }

  private brotliPart(): Buffer {
    this.brotli ??= brotliCompressSync(this.bytes, {
      params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: this.bytes.length },
      finishFlush: constants.BROTLI_OPERATION_FLUSH,
    });
    return this.brotli;
  }
}

/** `data` as deflate stored blocks, the last one final (RFC 1951, 3.2.4). */
function storedBlocks(data: Buffer): Buffer[] {
  const blocks: Buffer[] = [];
  let at = 0;
  do {
    const chunk = data.subarray(at, at + MAX_RAW_BLOCK);
    at += chunk.length;
    const header = Buffer.alloc(5);
    header[0] = at >= data.length ? 1 : 0; // BFINAL, then BTYPE 00 (stored), padded to the byte
    header.writeUInt16LE(chunk.length, 1);
    header.writeUInt16LE(~chunk.length & 0xffff, 3);
    blocks.push(header, chunk);
  } while (at < data.length);
  return blocks;
}

function gzipTrailer(crc: number, length: number): Buffer {
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(length >>> 0, 4);
  return trailer;
}

/** `data` as brotli uncompressed meta-blocks, none of them last (RFC 7932, 9.2); nothing for no data. */
function uncompressedMetaBlocks(data: Buffer): Buffer[] {
  const blocks: Buffer[] = [];
  for (let at = 0; at < data.length; at += MAX_RAW_BLOCK) {
    const chunk = data.subarray(at, at + MAX_RAW_BLOCK);
    // ISLAST = 0, MNIBBLES = 4 (coded 0), MLEN - 1 in 16 bits, ISUNCOMPRESSED = 1, then zero bits to the byte.
    const bits = ((chunk.length - 1) << 3) | (1 << 19);
    blocks.push(Buffer.from([bits & 0xff, (bits >> 8) & 0xff, (bits >> 16) & 0xff]), chunk);
  }
  return blocks;
}
