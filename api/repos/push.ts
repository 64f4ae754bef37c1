import type { Knex } from 'knex';

export interface PushSubscriptionRow {
  id: string;
  user_id: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  created_at: Date;
}

/** Keeps a browser's subscription for the user (a browser that subscribes again, or for another account, replaces it). */
export async function saveSubscription(db: Knex, userId: string, subscription: { endpoint: string; p256dh: string; auth: string }): Promise<void> {
  await db('push_subscriptions')
    .insert({ user_id: userId, ...subscription })
    .onConflict('endpoint')
    .merge(['user_id', 'p256dh', 'auth']);
}

/** Forgets the user's subscription with this endpoint; false when they had none. */
export async function removeSubscription(db: Knex, userId: string, endpoint: string): Promise<boolean> {
  return (await db('push_subscriptions').where({ user_id: userId, endpoint }).delete().returning('id')).length > 0;
}

/** A subscription the push service says is gone (404, 410). */
export async function dropSubscription(db: Knex, id: string): Promise<void> {
  await db('push_subscriptions').where({ id }).delete();
}

/** Every subscription of a student (an erased or departed one's went with the account). */
export function listSubscriptions(db: Knex): Promise<PushSubscriptionRow[]> {
  return db<PushSubscriptionRow>('push_subscriptions').orderBy('id');
}

/** Claims the announcement's delivery to this subscription: true once, for whichever instance asks first. */
export async function claimDelivery(db: Knex, announcementId: number, subscriptionId: string): Promise<boolean> {
  const rows = await db('push_deliveries')
    .insert({ announcement_id: announcementId, subscription_id: subscriptionId })
    .onConflict(['announcement_id', 'subscription_id'])
    .ignore()
    .returning('announcement_id');
  return rows.length > 0;
}

/** A value the server keeps for itself, made by `make` the first time (the first instance's wins). */
export async function serverSetting(db: Knex, key: string, make: () => string): Promise<string> {
  await db('server_settings').insert({ key, value: make() }).onConflict('key').ignore();
  const row = await db('server_settings').where({ key }).first<{ value: string }>('value');
  if (!row) throw new Error(`server setting ${key} vanished`);
  return row.value;
}
