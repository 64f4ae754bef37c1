/**
 * The service worker (built to /sw.js, see web/build/serviceWorker.ts). It keeps the app
 * openable without a network once it has been visited:
 * - at install it stores the app shell (the document every client route gets) and the files
 *   the participant pages need (never the admin panel's chunks);
 * - a page navigation goes to the network and, when that fails, gets the stored shell;
 * - stored files are answered from the store;
 * - the participant's own reads (who is signed in, the pieces, the collection, the score) go to
 *   the network and fall back to their last answer, so a reload in a basement still shows the
 *   student's collection; signing out forgets them.
 * - an announcement pushed while the app is closed (Web Push) is shown as a notification, and
 *   tapping it opens the app (or brings an open one forward).
 * Scans are never handled here: the page keeps the ones it could not send (web/lib/offline/).
 */

/** The parts of the service worker's global scope used here (the DOM library lacks them). */
interface WorkerScope {
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
  addEventListener(type: 'push', listener: (event: PushEvent) => void): void;
  addEventListener(type: 'notificationclick', listener: (event: NotificationEvent) => void): void;
  skipWaiting(): Promise<void>;
  clients: {
    claim(): Promise<void>;
    matchAll(options: { type: 'window' }): Promise<{ url: string; focus(): Promise<unknown>; navigate(url: string): Promise<unknown> }[]>;
    openWindow(url: string): Promise<unknown>;
  };
  registration: { showNotification(title: string, options: { body: string; icon: string; badge: string; data: { url: string } }): Promise<void> };
  location: Location;
}
interface PushEvent extends ExtendableEvent {
  data: { json(): unknown } | null;
}
interface NotificationEvent extends ExtendableEvent {
  notification: { close(): void; data: { url?: string } | null };
}
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  request: Request;
  respondWith(response: Promise<Response>): void;
}

interface Precache {
  /** Changes with every build that changes what is stored. */
  version: string;
  /** A client route: the server answers it with the app shell. */
  shell: string;
  files: string[];
  /** The participant's reads answered from their last answer when offline (web/lib/paths.ts). */
  reads: string[];
  /** Signing out (GET) forgets those answers. */
  signOut: string;
}

const scope = self as unknown as WorkerScope;
// Replaced after the build with the list of this build's files (web/build/serviceWorker.ts).
const precache = JSON.parse('__CAMPUS_HUNT_PRECACHE__') as Precache;
const FILES_CACHE = `campus-hunt-files-${precache.version}`;
const READS_CACHE = 'campus-hunt-reads';
const STORED_FILES = new Set(precache.files);
const REMEMBERED_READS = new Set(precache.reads);

scope.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(FILES_CACHE)
      .then((cache) => cache.addAll([precache.shell, ...precache.files]))
      .then(() => scope.skipWaiting()),
  );
});

scope.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((name) => name !== FILES_CACHE && name !== READS_CACHE).map((name) => caches.delete(name))))
      .then(() => scope.clients.claim()),
  );
});

scope.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== scope.location.origin) return;
  if (url.pathname === precache.signOut) {
    event.respondWith(caches.delete(READS_CACHE).then(() => fetch(request)));
  } else if (REMEMBERED_READS.has(url.pathname)) {
    event.respondWith(networkThenRemembered(request));
  } else if (request.mode === 'navigate' && !isServerPath(url.pathname)) {
    event.respondWith(fetch(request).catch(() => fromCache(FILES_CACHE, precache.shell)));
  } else if (STORED_FILES.has(url.pathname)) {
    event.respondWith(caches.match(request, { cacheName: FILES_CACHE }).then((stored) => stored ?? fetch(request)));
  }
});

// An announcement pushed while the app is closed (core/push.ts PushMessage).
scope.addEventListener('push', (event) => {
  const message = (event.data?.json() ?? {}) as { title?: string; body?: string; url?: string };
  event.waitUntil(
    scope.registration.showNotification(message.title ?? 'Campus Hunt', {
      body: message.body ?? '',
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      data: { url: message.url ?? '/dashboard' },
    }),
  );
});

// Tapping it opens the app where it says, or brings an open one there.
scope.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = event.notification.data?.url ?? '/dashboard';
  event.waitUntil(
    scope.clients.matchAll({ type: 'window' }).then(async (windows) => {
      const open = windows[0];
      if (!open) return scope.clients.openWindow(url);
      await open.navigate(url);
      return open.focus();
    }),
  );
});

function isServerPath(pathname: string): boolean {
  return pathname.startsWith('/api/') || pathname === '/healthz' || pathname === '/metrics';
}

async function fromCache(cacheName: string, url: string): Promise<Response> {
  return (await caches.match(url, { cacheName })) ?? Response.error();
}

/** The network's answer (remembered when it is a success), or the last one when offline. */
async function networkThenRemembered(request: Request): Promise<Response> {
  try {
    const response = await fetch(request);
    if (response.status === 401) await caches.delete(READS_CACHE);
    else if (response.ok) await (await caches.open(READS_CACHE)).put(request, response.clone());
    return response;
  } catch (error) {
    const remembered = await caches.match(request, { cacheName: READS_CACHE });
    if (remembered) return remembered;
    throw error;
  }
}
