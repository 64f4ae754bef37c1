import type { Knex } from 'knex';
import type { Logger } from 'pino';
import webpush from 'web-push';
import type { PushMessage } from '../../core/push';
import type { AppConfig } from '../config';
import { findAnnouncement } from '../repos/announcements';
import { claimDelivery, dropSubscription, listSubscriptions, serverSetting, type PushSubscriptionRow } from '../repos/push';

/** How long a push service may take to answer one message. */
const SEND_TIMEOUT_MS = 10_000;
/** How long a push service keeps a message for a phone that is off: an announcement is news for a day. */
const TTL_SECONDS = 24 * 60 * 60;
/** Messages sent at once. */
const PARALLEL = 8;

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

/**
 * The server's VAPID keys: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY when set, else a pair made once
 * and kept in the database, so every instance signs with the same and subscriptions outlive a
 * restart. The contact a push service may write to (an https: or mailto: address) is
 * VAPID_SUBJECT, else the public address when it is https, else the first organiser's e-mail.
 */
export async function vapidKeys(db: Knex, config: Pick<AppConfig, 'vapid' | 'publicUrl' | 'adminEmails'>): Promise<VapidKeys> {
  const fallback = config.publicUrl.startsWith('https://') ? config.publicUrl : `mailto:${config.adminEmails[0] ?? `hunt@${new URL(config.publicUrl).hostname}`}`;
  const subject = config.vapid.subject ?? fallback;
  if (config.vapid.publicKey && config.vapid.privateKey) return { publicKey: config.vapid.publicKey, privateKey: config.vapid.privateKey, subject };
  const pair = JSON.parse(await serverSetting(db, 'vapid_keys', () => JSON.stringify(webpush.generateVAPIDKeys()))) as { publicKey: string; privateKey: string };
  return { ...pair, subject };
}

/**
 * Sends the claimed announcements to every subscribed phone through its push service: each
 * message once per subscription, whichever instance gets there first (a delivery row is claimed
 * before sending). A subscription its service calls gone (404, 410) is deleted; any other
 * failure is logged and not tried again (the app shows the announcement when opened).
 */
export async function pushAnnouncements(db: Knex, keys: VapidKeys, logger: Logger, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  const subscriptions = await listSubscriptions(db);
  for (const id of ids) {
    const announcement = await findAnnouncement(db, id);
    if (!announcement) continue;
    const message: PushMessage = { title: 'Campus Hunt', body: announcement.text, url: '/dashboard' };
    const queue = [...subscriptions];
    const worker = async () => {
      for (let subscription = queue.shift(); subscription; subscription = queue.shift()) {
        if (await claimDelivery(db, id, subscription.id)) await send(db, keys, logger, subscription, message);
      }
    };
    await Promise.all(Array.from({ length: PARALLEL }, worker));
  }
}

async function send(db: Knex, keys: VapidKeys, logger: Logger, subscription: PushSubscriptionRow, message: PushMessage): Promise<void> {
  try {
    // web-push signs and encrypts (RFC 8292, RFC 8291); the request is ours, with a deadline.
    const details = webpush.generateRequestDetails(
      { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
      JSON.stringify(message),
      { vapidDetails: { subject: keys.subject, publicKey: keys.publicKey, privateKey: keys.privateKey }, TTL: TTL_SECONDS, contentEncoding: 'aes128gcm' },
    );
    const response = await fetch(details.endpoint, {
      method: details.method,
      headers: details.headers as Record<string, string>,
      body: details.body ? new Uint8Array(details.body) : undefined,
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
    });
    if (response.status === 404 || response.status === 410) await dropSubscription(db, subscription.id);
    else if (!response.ok) logger.warn({ status: response.status, host: new URL(subscription.endpoint).host }, 'a push service refused an announcement');
  } catch (error) {
    logger.warn({ err: error, host: new URL(subscription.endpoint).host }, 'an announcement could not be pushed');
  }
}
