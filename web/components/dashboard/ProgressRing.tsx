import { useI18n } from '../../hooks/useI18n';

interface ProgressRingProps {
  collected: number;
  total: number;
  percentage: number;
}

const SIZE = 140;
const STROKE = 12;
const RADIUS = (SIZE - STROKE) / 2;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/** A circular progress indicator with "collected / total" and the percentage in the middle. */
export function ProgressRing({ collected, total, percentage }: ProgressRingProps) {
  const i18n = useI18n();
  const offset = CIRCUMFERENCE * (1 - percentage / 100);
  return (
    <div
      className="progress-ring"
      role="progressbar"
      aria-label={i18n._({ id: 'dashboard.progress', message: 'Puzzle pieces collected' })}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percentage}
    >
      <svg width={SIZE} height={SIZE} viewBox={`0 0 ${SIZE} ${SIZE}`} aria-hidden>
        <circle className="ring-track" cx={SIZE / 2} cy={SIZE / 2} r={RADIUS} strokeWidth={STROKE} fill="none" />
        <circle
          className="ring-value"
          cx={SIZE / 2}
          cy={SIZE / 2}
          r={RADIUS}
          strokeWidth={STROKE}
          fill="none"
          strokeLinecap="round"
          strokeDasharray={CIRCUMFERENCE}
          strokeDashoffset={offset}
          transform={`rotate(-90 ${SIZE / 2} ${SIZE / 2})`}
        />
      </svg>
      <div className="ring-label">
        <span className="ring-count" data-testid="progress-count">
          {collected} / {total}
        </span>
        <span className="ring-percent" data-testid="progress-percent">
          {i18n.number(percentage / 100, { style: 'percent' })}
        </span>
      </div>
    </div>
  );
}
