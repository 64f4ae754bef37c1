import { Gift } from 'lucide-react';
import type { PrizeDto } from '../../core/contracts';
import { tierNamed, type TierName } from '../../core/ranking';

/** A finisher's tier ('Participation' below the tiers) and what the tier covers ("Top 5%"). */
export function TierLine({ tierName, testId }: { tierName: TierName | null; testId?: string }) {
  const tier = tierNamed(tierName);
  return (
    <p className="score-meta">
      <span className={`badge tier-badge${tier ? ` tier-${tier.name.toLowerCase()}` : ''}`} data-testid={testId}>
        {tier ? tier.name : 'Participation'}
      </span>
      {tier && <span className="muted">{tier.label}</span>}
    </p>
  );
}

/** The prize a winner's place reached, and how to claim it. */
export function PrizeClaim({ prize }: { prize: PrizeDto }) {
  return (
    <section className="prize-claim" aria-label="Your prize" data-testid="prize-claim">
      <p className="prize-claim-name">
        <Gift size={18} aria-hidden />
        You won: <strong>{prize.name}</strong>
      </p>
      {prize.description && <p className="prize-claim-description">{prize.description}</p>}
      <p className="muted small">To claim it, show this screen at the info desk.</p>
    </section>
  );
}
