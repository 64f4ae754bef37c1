import { Award } from 'lucide-react';
import type { Tier } from '../../core/ranking';
import { useI18n } from '../hooks/useI18n';
import { translatedTierName } from '../lib/tierWords';

export function TierBadge({ tier }: { tier: Tier }) {
  const i18n = useI18n();
  return (
    <span className={`badge tier-badge tier-${tier.name.toLowerCase()}`} data-testid="tier-badge">
      <Award size={14} aria-hidden />
      {translatedTierName(i18n, tier)}
    </span>
  );
}
