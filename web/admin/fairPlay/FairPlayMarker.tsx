import { Link } from 'react-router-dom';
import { classNames } from '../shared/classNames';
import fairPlay from './fairPlay.module.css';
import { useI18n } from '../../hooks/useI18n';

interface FairPlayMarkerProps {
  /** Fair Play marks no organiser has cleared yet (a student's own, or a team's members'). */
  openMarks: number;
  /** A disqualified student: the verdict is shown rather than the marks that led to it. */
  disqualified?: boolean;
}

/**
 * Beside a student or a team with open Fair Play marks, or a disqualified student: a link to the
 * review. Nothing when there is nothing to review. A team's disqualification has its own Status
 * column, so a team's marker only counts its members' marks.
 */
export function FairPlayMarker({ openMarks, disqualified = false }: FairPlayMarkerProps) {
  const i18n = useI18n();
  if (!disqualified && openMarks === 0) return null;
  return (
    <Link
      to="/admin/fair-play"
      className={classNames('badge', fairPlay.marker, disqualified ? fairPlay.badgeDanger : fairPlay.badgeWarning)}
      data-testid="fair-play-marker"
    >
      {disqualified
        ? i18n._({ id: 'admin.fairPlay.disqualifiedBadge', message: 'Disqualified' })
        : i18n._({ id: 'admin.fairPlay.markedScans', message: '{count, plural, one {# marked scan} other {# marked scans}}', values: { count: openMarks } })}
    </Link>
  );
}
