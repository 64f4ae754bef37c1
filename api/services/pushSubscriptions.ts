import { badRequest } from '../errors';
import { removeSubscription, saveSubscription } from '../repos/push';
import type { Deps } from '../deps';

/**
 * Keeps a browser's push subscription for the student. The server posts to its endpoint, so in
 * production only a push service's address (https, a host name, not this machine) is taken.
 */
export async function subscribeToPushes(deps: Deps, userId: string, subscription: { endpoint: string; keys: { p256dh: string; auth: string } }): Promise<void> {
  if (deps.config.env === 'production' && !isPushServiceAddress(subscription.endpoint)) throw badRequest('endpoint must be a push service address');
  await saveSubscription(deps.db, userId, { endpoint: subscription.endpoint, p256dh: subscription.keys.p256dh, auth: subscription.keys.auth });
}

/** Forgets the student's subscription with this endpoint (none is no error: it is gone either way). */
export async function unsubscribeFromPushes(deps: Deps, userId: string, endpoint: string): Promise<void> {
  await removeSubscription(deps.db, userId, endpoint);
}

function isPushServiceAddress(endpoint: string): boolean {
  const url = new URL(endpoint);
  return url.protocol === 'https:' && !/^[\d.]+$|^\[|^localhost$/i.test(url.hostname);
}
