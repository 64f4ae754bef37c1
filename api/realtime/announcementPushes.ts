import type { Knex } from 'knex';
import type { Logger } from 'pino';
import type { AppConfig } from '../config';
import { pushAnnouncements, vapidKeys, type VapidKeys } from '../services/webPush';

/**
 * This instance's sender of the announcements it claimed to the phones that subscribed (the
 * push services reach them with the app closed). Sending runs beside the request or the clock
 * that claimed them; `idle()` waits for what is under way (tests, shutdown).
 */
export class AnnouncementPushes {
  private keys: Promise<VapidKeys> | null = null;
  private readonly running = new Set<Promise<void>>();

  constructor(
    private readonly db: Knex,
    private readonly config: Pick<AppConfig, 'vapid' | 'publicUrl' | 'adminEmails'>,
    private readonly logger: Logger,
  ) {}

  /** The VAPID public key browsers subscribe with. */
  async publicKey(): Promise<string> {
    return (await this.vapid()).publicKey;
  }

  /** Pushes these just-claimed announcements, without waiting. */
  send(ids: readonly number[]): void {
    if (ids.length === 0) return;
    const run = this.vapid()
      .then((keys) => pushAnnouncements(this.db, keys, this.logger, ids))
      .catch((error: unknown) => this.logger.error({ err: error }, 'announcements could not be pushed'))
      .finally(() => this.running.delete(run));
    this.running.add(run);
  }

  async idle(): Promise<void> {
    while (this.running.size > 0) await Promise.all(this.running);
  }

  private vapid(): Promise<VapidKeys> {
    this.keys ??= vapidKeys(this.db, this.config).catch((error: unknown) => {
      this.keys = null;
      throw error;
    });
    return this.keys;
  }
}
