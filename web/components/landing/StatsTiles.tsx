import { Puzzle, Radio, Gift, Trophy, type LucideIcon } from 'lucide-react';

const STATS: { label: string; icon: LucideIcon }[] = [
  { label: 'Puzzle Pieces', icon: Puzzle },
  { label: 'Live Event', icon: Radio },
  { label: 'Win Prizes', icon: Gift },
  { label: 'Top Scores', icon: Trophy },
];

export function StatsTiles() {
  return (
    <section className="stats-tiles" aria-label="Event at a glance">
      {STATS.map(({ label, icon: Icon }) => (
        <div key={label} className="stat-tile">
          <Icon size={22} aria-hidden />
          <span>{label}</span>
        </div>
      ))}
    </section>
  );
}
