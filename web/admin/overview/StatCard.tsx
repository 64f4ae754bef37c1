import type { LucideIcon } from 'lucide-react';

interface StatCardProps {
  label: string;
  value: string;
  detail: string;
  icon: LucideIcon;
  testId: string;
}

export function StatCard({ label, value, detail, icon: Icon, testId }: StatCardProps) {
  return (
    <section className="card stat-card" aria-label={label} data-testid={testId}>
      <div className="stat-card-head">
        <h2 className="stat-card-label">{label}</h2>
        <Icon size={20} className="stat-card-icon" aria-hidden />
      </div>
      <p className="stat-card-value">{value}</p>
      <p className="muted small">{detail}</p>
    </section>
  );
}
