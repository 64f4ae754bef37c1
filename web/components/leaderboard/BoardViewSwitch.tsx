import { Link } from 'react-router-dom';
import { useI18n } from '../../hooks/useI18n';
import type { BoardViewOption } from '../../lib/boardViews';

/** The switch between the boards: a link per view, so a view has its own address and survives a reload. */
export function BoardViewSwitch({ options, chosen }: { options: readonly BoardViewOption[]; chosen: BoardViewOption }) {
  const i18n = useI18n();
  return (
    <nav className="board-switch" aria-label={i18n._({ id: 'leaderboard.views', message: 'Leaderboard views' })} data-testid="board-switch">
      {options.map((option) => (
        <Link
          key={option.key}
          to={option.key === 'everyone' ? '/leaderboard' : `/leaderboard?view=${encodeURIComponent(option.key)}`}
          className={`board-switch-item${option.key === chosen.key ? ' is-active' : ''}`}
          aria-current={option.key === chosen.key ? 'page' : undefined}
        >
          {option.label}
        </Link>
      ))}
    </nav>
  );
}
