import { PUSH_PATHS, type PushKeyDto } from '../../core/push';

/** Where this browser stands with announcements while the app is closed. */
export type PushState = 'unsupported' | 'blocked' | 'off' | 'on';

/** A VAPID key (URL-safe base64) as the bytes `pushManager.subscribe` takes. */
export function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let index = 0; index < binary.length; index++) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

function supported(): boolean {
  return typeof navigator !== 'undefined' && 'serviceWorker' in navigator && typeof window !== 'undefined' && 'PushManager' in window && 'Notification' in window;
}

export async function pushState(): Promise<PushState> {
  if (!supported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'blocked';
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription()) ? 'on' : 'off';
}

const send = (method: 'POST' | 'DELETE', body: unknown) =>
  fetch(PUSH_PATHS.subscriptions, { method, headers: { 'Content-Type': 'application/json', Accept: 'application/json' }, body: JSON.stringify(body) }).then((response) => {
    if (!response.ok) throw new Error(`The server refused the subscription (${response.status})`);
  });

/** Asks for permission (only ever from a tap), subscribes this browser and tells the server. */
export async function turnPushOn(): Promise<PushState> {
  if (!supported()) return 'unsupported';
  if ((await Notification.requestPermission()) !== 'granted') return Notification.permission === 'denied' ? 'blocked' : 'off';
  const registration = await navigator.serviceWorker.ready;
  const key = (await (await fetch(PUSH_PATHS.key)).json()) as PushKeyDto;
  const subscription = await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(key.publicKey) });
  await send('POST', subscription.toJSON());
  return 'on';
}

/** Unsubscribes this browser, and tells the server to forget it. */
export async function turnPushOff(): Promise<PushState> {
  const registration = await navigator.serviceWorker.getRegistration();
  const subscription = await registration?.pushManager.getSubscription();
  if (subscription) {
    await send('DELETE', { endpoint: subscription.endpoint });
    await subscription.unsubscribe();
  }
  return 'off';
}
