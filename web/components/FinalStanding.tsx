import { Gift } from 'lucide-react';
import type { PrizeDto } from '../../core/contracts';
import { useI18n } from '../hooks/useI18n';
import { withParts } from '../lib/richText';
import { tierNamed, type TierName } from '../../core/ranking';
import { translatedTierLabel, translatedTierName } from '../lib/tierWords';

/** A finisher's tier ('Participation' below the tiers) and what the tier covers ("Top 5%"). */
export function TierLine({ tierName, testId }: { tierName: TierName | null; testId?: string }) {
  const i18n = useI18n();
  const tier = tierNamed(tierName);
  return (
    <p className="score-meta">
      <span className={`badge tier-badge${tier ? ` tier-${tier.name.toLowerCase()}` : ''}`} data-testid={testId}>
        {tier ? translatedTierName(i18n, tier) : i18n._({ id: 'tier.participation', message: 'Participation' })}
      </span>
      {tier && <span className="muted">{translatedTierLabel(i18n, tier)}</span>}
    </p>
  );
}

/** The prize a winner's place reached, and how to claim it. */
export function PrizeClaim({ prize }: { prize: PrizeDto }) {
  const i18n = useI18n();
  return (
    <section className="prize-claim" aria-label={i18n._({ id: 'prize.label', message: 'Your prize' })} data-testid="prize-claim">
      <p className="prize-claim-name">
        <Gift size={18} aria-hidden />
        {withParts(i18n._({ id: 'prize.won', message: 'You won: <0>{prize}</0>', values: { prize: prize.name } }), [(part) => <strong>{part}</strong>])}
      </p>
      {prize.description && <p className="prize-claim-description">{prize.description}</p>}
      <p className="muted small">{i18n._({ id: 'prize.claim', message: 'To claim it, show this screen at the info desk.' })}</p>
    </section>
  );
}
