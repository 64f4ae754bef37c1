import { createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes, verify } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A push service for tests, in the shape of a browser vendor's: it hands out subscriptions (each
 * with its own P-256 key pair and auth secret, as a browser makes them), and for every message
 * it checks the VAPID signature (RFC 8292) and decrypts the payload (RFC 8291, aes128gcm). A
 * subscription can be made to answer 410 Gone, as one a student's browser dropped.
 */

export interface TestSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  /** The decrypted payloads received, in order. */
  received: string[];
  /** What the service answers for it (201, or 404/410 for one that is gone). */
  status: number;
}

export interface TestPushService {
  url: string;
  subscribe(): TestSubscription;
  /** Problems found with messages (a bad signature, an undecryptable body): none, in a passing test. */
  problems: string[];
  close(): Promise<void>;
}

const b64url = (buffer: Buffer) => buffer.toString('base64url');

export async function startTestPushService(): Promise<TestPushService> {
  const subscriptions = new Map<string, TestSubscription & { ecdh: ReturnType<typeof createECDH>; authSecret: Buffer }>();
  const problems: string[] = [];
  const server: Server = createServer((req, res) => {
    void readBody(req).then((body) => {
      const subscription = subscriptions.get(req.url ?? '');
      if (!subscription || req.method !== 'POST') {
        res.writeHead(404).end();
        return;
      }
      try {
        checkVapid(req.headers.authorization ?? '', new URL(subscription.endpoint).origin);
        if (req.headers['content-encoding'] !== 'aes128gcm') throw new Error(`content-encoding ${String(req.headers['content-encoding'])}`);
        if (!req.headers.ttl) throw new Error('no TTL header');
        if (subscription.status === 201) subscription.received.push(decrypt(body, subscription.ecdh, subscription.authSecret));
      } catch (error) {
        problems.push((error as Error).message);
        res.writeHead(400).end();
        return;
      }
      res.writeHead(subscription.status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  let next = 0;
  return {
    url,
    problems,
    subscribe() {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const authSecret = randomBytes(16);
      const path = `/push/${next++}`;
      const subscription = { endpoint: `${url}${path}`, keys: { p256dh: b64url(ecdh.getPublicKey()), auth: b64url(authSecret) }, received: [], status: 201, ecdh, authSecret };
      subscriptions.set(path, subscription);
      return subscription;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

/** `vapid t=JWT, k=KEY`: an ES256 JWT signed by KEY, for this origin, not expired (RFC 8292). */
function checkVapid(header: string, audience: string): void {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+),\s*k=([\w-]+)$/.exec(header);
  if (!match) throw new Error(`no VAPID authorization: ${header}`);
  const [token = '', key = ''] = [match[1], match[2]];
  const [head = '', payload = '', signature = ''] = token.split('.');
  const point = Buffer.from(key, 'base64url');
  if (point.length !== 65 || point[0] !== 4) throw new Error('the VAPID key is no P-256 point');
  const publicKey = createPublicKey({ key: { kty: 'EC', crv: 'P-256', x: b64url(point.subarray(1, 33)), y: b64url(point.subarray(33)) }, format: 'jwk' });
  const signed = verify('sha256', Buffer.from(`${head}.${payload}`), { key: publicKey, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url'));
  if (!signed) throw new Error('the VAPID signature does not verify');
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as { aud?: string; exp?: number; sub?: string };
  if (claims.aud !== audience) throw new Error(`VAPID aud ${claims.aud} is not ${audience}`);
  if (!claims.exp || claims.exp * 1000 < Date.now()) throw new Error('the VAPID token has expired');
  if (!claims.sub) throw new Error('the VAPID token names no contact');
}

/** RFC 8291 over RFC 8188: the one record of an aes128gcm body, decrypted with the subscription's keys. */
function decrypt(body: Buffer, ecdh: ReturnType<typeof createECDH>, authSecret: Buffer): string {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const serverKey = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  const shared = ecdh.computeSecret(serverKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), ecdh.getPublicKey(), serverKey]);
  const ikm = Buffer.from(hkdfSync('sha256', shared, authSecret, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, ciphertext.length - 16)), decipher.final()]);
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error('the last record has no end delimiter');
  return padded.subarray(0, end).toString('utf8');
}
