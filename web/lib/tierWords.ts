import type { I18n, MessageDescriptor } from '@lingui/core';
import type { Tier, TierName } from '../../core/ranking';

/**
 * A tier as a student reads it: core/ranking.ts names the tiers in English (the server, the CLI
 * and the exports use those names); the pages say them in the reader's language.
 */
const TIER_NAMES: Record<TierName, MessageDescriptor> = {
  Platinum: /*i18n*/ { id: 'tier.platinum', message: 'Platinum' },
  Gold: /*i18n*/ { id: 'tier.gold', message: 'Gold' },
  Silver: /*i18n*/ { id: 'tier.silver', message: 'Silver' },
  Bronze: /*i18n*/ { id: 'tier.bronze', message: 'Bronze' },
};

export function translatedTierName(i18n: I18n, tier: Tier): string {
  return i18n._(TIER_NAMES[tier.name]);
}

/** What the tier covers: 'Top 5%'. */
export function translatedTierLabel(i18n: I18n, tier: Tier): string {
  return i18n._({ id: 'tier.top', message: 'Top {percent}%', values: { percent: tier.topPercent } });
}
