import { connect, createServer, type Socket } from 'node:net';

/**
 * A TCP relay between a browser and the test server that the test can switch off: the
 * connections it carries are reset and new ones refused, as when a phone's network drops.
 * For a browser whose driver cannot take it offline itself (WebKitWebDriver). The browser's
 * `navigator.onLine` stays true, so the app only learns it from failed requests.
 */
export interface NetworkSwitch {
  /** The address the browser uses, http://localhost:{port}. */
  url: string;
  setOffline(offline: boolean): void;
  close(): Promise<void>;
}

/** Listens on a free port and relays to the port `target()` gives when a connection comes. */
export async function startNetworkSwitch(target: () => number): Promise<NetworkSwitch> {
  let offline = false;
  const open = new Set<Socket>();
  const cut = (socket: Socket) => {
    if (!socket.destroyed) socket.resetAndDestroy();
  };
  const relay = createServer((browserSide) => {
    if (offline) return cut(browserSide);
    const serverSide = connect(target(), '127.0.0.1');
    for (const socket of [browserSide, serverSide]) {
      open.add(socket);
      socket.once('close', () => open.delete(socket));
    }
    browserSide.on('error', () => cut(serverSide));
    serverSide.on('error', () => cut(browserSide));
    browserSide.pipe(serverSide).pipe(browserSide);
  });
  await new Promise<void>((resolve, reject) => {
    relay.once('error', reject);
    relay.listen(0, '127.0.0.1', resolve);
  });
  const address = relay.address();
  if (typeof address !== 'object' || !address) throw new Error('The network switch did not get a port');
  return {
    url: `http://localhost:${address.port}`,
    setOffline(value) {
      offline = value;
      if (offline) for (const socket of open) cut(socket);
    },
    close: async () => {
      for (const socket of open) socket.destroy();
      await new Promise<void>((resolve) => relay.close(() => resolve()));
    },
  };
}
