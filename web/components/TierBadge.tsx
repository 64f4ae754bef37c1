import { Award } from 'lucide-react';
import type { Tier } from '../../core/ranking';

export function TierBadge({ tier }: { tier: Tier }) {
  return (
    <span className={`badge tier-badge tier-${tier.name.toLowerCase()}`} data-testid="tier-badge">
      <Award size={14} aria-hidden />
      {tier.name}
    </span>
  );
}
