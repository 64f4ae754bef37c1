import type { Knex } from 'knex';
import type { ApiTokenRow } from '../../db/rows';
import type { ChangeBus } from '../realtime/changeBus';
import { findLiveToken } from '../repos/apiTokens';
import { MemoryCache } from './memoryCache';

const MAX_TOKENS = 10_000;

/**
 * API tokens by hash. A revocation anywhere clears the copies (tokens are few and revoked
 * rarely); expiry is checked on every use.
 */
export class TokenCache {
  private readonly cache: MemoryCache<string, ApiTokenRow>;

  constructor(
    private readonly db: Knex,
    bus: ChangeBus,
  ) {
    this.cache = new MemoryCache(MAX_TOKENS, () => bus.isLive());
    bus.subscribe((change) => {
      if (change.topic === 'tokens' || change.topic === 'resync') this.cache.clear();
    });
  }

  async findUsable(tokenHash: string): Promise<ApiTokenRow | undefined> {
    const token = await this.cache.get(tokenHash, () => findLiveToken(this.db, tokenHash));
    if (!token || token.revoked_at || (token.expires_at && token.expires_at.getTime() <= Date.now())) return undefined;
    return token;
  }

  forgetAll(): void {
    this.cache.clear();
  }
}
