import { Remembered } from '../remembered';

/** The encodings the build writes beside each file (`.br`, `.gz`) and a shared board is compressed in, most preferred first. */
export const ENCODINGS = ['br', 'gzip'] as const;
export type Encoding = (typeof ENCODINGS)[number];

/**
 * Picks the representation to send for an Accept-Encoding header: the acceptable encoding with
 * the highest q-value among those available, brotli winning ties (it is smaller); identity when
 * none is acceptable. An explicit `identity;q=0` is ignored: a client that accepts nothing we
 * have still gets the plain file rather than a 406.
 */
export function chooseEncoding(acceptEncoding: string | undefined, available: readonly Encoding[]): Encoding | 'identity' {
  const weights = weightsOf(acceptEncoding ?? '');
  let best: Encoding | 'identity' = 'identity';
  let bestWeight = 0;
  for (const encoding of ENCODINGS) {
    if (!available.includes(encoding)) continue;
    const weight = weights.get(encoding) ?? weights.get('*') ?? 0;
    if (weight > bestWeight) {
      best = encoding;
      bestWeight = weight;
    }
  }
  return best;
}

/** Headers parsed already: browsers send one of a handful, and every board read and file asks. */
const parsedHeaders = new Remembered<ReadonlyMap<string, number>>(256, 200);

function weightsOf(header: string): ReadonlyMap<string, number> {
  return parsedHeaders.of(header, parseAcceptEncoding);
}

/** `gzip, br;q=0.8, *;q=0` → {gzip: 1, br: 0.8, *: 0}; names lower-cased, bad q-values read as 0. */
function parseAcceptEncoding(header: string): Map<string, number> {
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...parameters] = part.split(';').map((piece) => piece.trim());
    if (!name) continue;
    const quality = parameters.find((parameter) => /^q=/i.test(parameter));
    const weight = quality === undefined ? 1 : Number(quality.slice(2));
    weights.set(name.toLowerCase(), Number.isFinite(weight) ? Math.min(Math.max(weight, 0), 1) : 0);
  }
  return weights;
}
