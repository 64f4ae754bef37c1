import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TestServer } from './harness';

/** A test server's Koa app alone, on a port of its own: what the answers given before the middleware are compared with. */
export interface KoaAlone {
  url: string;
  close(): Promise<void>;
}

export async function listenKoaAlone(server: TestServer): Promise<KoaAlone> {
  const koa = createServer(server.runtime.app.callback());
  await new Promise<void>((resolve) => koa.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(koa.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => koa.close(() => resolve())),
  };
}
