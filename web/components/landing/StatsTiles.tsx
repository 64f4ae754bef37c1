import type { MessageDescriptor } from '@lingui/core';
import { Puzzle, Radio, Gift, Trophy, type LucideIcon } from 'lucide-react';
import { useI18n } from '../../hooks/useI18n';

// Texts kept as data are message descriptors marked /*i18n*/ (so `lingui extract` finds them),
// translated where they are drawn.
const STATS: { label: MessageDescriptor; icon: LucideIcon }[] = [
  { label: /*i18n*/ { id: 'landing.stats.pieces', message: 'Puzzle Pieces' }, icon: Puzzle },
  { label: /*i18n*/ { id: 'landing.stats.live', message: 'Live Event' }, icon: Radio },
  { label: /*i18n*/ { id: 'landing.stats.prizes', message: 'Win Prizes' }, icon: Gift },
  { label: /*i18n*/ { id: 'landing.stats.scores', message: 'Top Scores' }, icon: Trophy },
];

export function StatsTiles() {
  const i18n = useI18n();
  return (
    <section className="stats-tiles" aria-label={i18n._({ id: 'landing.stats.label', message: 'Event at a glance' })}>
      {STATS.map(({ label, icon: Icon }) => (
        <div key={label.id} className="stat-tile">
          <Icon size={22} aria-hidden />
          <span>{i18n._(label)}</span>
        </div>
      ))}
    </section>
  );
}
