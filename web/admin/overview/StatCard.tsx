import type { LucideIcon } from 'lucide-react';
import overview from './overview.module.css';

interface StatCardProps {
  label: string;
  value: string;
  detail: string;
  icon: LucideIcon;
  testId: string;
}

export function StatCard({ label, value, detail, icon: Icon, testId }: StatCardProps) {
  return (
    <section className={`card ${overview.statCard}`} aria-label={label} data-testid={testId}>
      <div className={overview.statCardHead}>
        <h2 className={overview.statCardLabel}>{label}</h2>
        <Icon size={20} className={overview.statCardIcon} aria-hidden />
      </div>
      <p className={overview.statCardValue}>{value}</p>
      <p className="muted small">{detail}</p>
    </section>
  );
}
