import { Medal } from 'lucide-react';
import { useI18n } from '../../hooks/useI18n';

const MEDALS: Record<number, string> = { 1: 'gold', 2: 'silver', 3: 'bronze' };

/** The rank, with gold, silver and bronze medal styling for the first three. */
export function RankBadge({ rank }: { rank: number }) {
  const i18n = useI18n();
  const medal = MEDALS[rank];
  if (!medal) return <span className="rank">#{rank}</span>;
  return (
    <span className={`rank rank-medal medal-${medal}`} aria-label={i18n._({ id: 'leaderboard.rank', message: 'Rank {rank}', values: { rank } })} data-medal={medal}>
      <Medal size={20} aria-hidden />
      {rank}
    </span>
  );
}
