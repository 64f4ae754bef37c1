import { BODY_ENCODINGS, type BodyEncoding } from './sharedPrefix';

/** Browsers send a handful of distinct headers; beyond this many the memory is started over. */
const MAX_REMEMBERED = 64;
const chosen = new Map<string, BodyEncoding>();

/**
 * The encoding to send a body in for this Accept-Encoding header (RFC 9110, 12.5.3): the
 * acceptable one with the highest weight, brotli before gzip before none on equal weights
 * (browsers list gzip first). Without the header, or when nothing listed is acceptable, the body
 * goes as it is: a board is better sent plain than refused.
 */
export function chooseEncoding(header: string | undefined): BodyEncoding {
  if (!header) return 'identity';
  let encoding = chosen.get(header);
  if (!encoding) {
    encoding = choose(header);
    if (chosen.size >= MAX_REMEMBERED) chosen.clear();
    chosen.set(header, encoding);
  }
  return encoding;
}

function choose(header: string): BodyEncoding {
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.split(';').map((text) => text.trim().toLowerCase());
    if (!name) continue;
    const q = params.find((param) => param.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const any = weights.get('*');
  // Unlisted, `identity` is acceptable but least wanted: a client that lists a compression at any weight gets it.
  const weightOf = (encoding: BodyEncoding) => weights.get(encoding) ?? any ?? (encoding === 'identity' ? 0.001 : 0);
  let best: BodyEncoding = 'identity';
  let bestWeight = 0;
  for (const encoding of BODY_ENCODINGS) {
    const weight = weightOf(encoding);
    if (weight > bestWeight) {
      best = encoding;
      bestWeight = weight;
    }
  }
  return best;
}
