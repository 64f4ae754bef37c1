import type { ReactNode } from 'react';
import { LoaderCircle } from 'lucide-react';
import { failureText } from './failure';
import tables from './tables.module.css';
import { useI18n } from '../../hooks/useI18n';

interface ListStateProps {
  isLoading: boolean;
  error: Error | undefined;
  /** What is loading, translated ('users', 'the leaderboard'): the loading and fallback texts name it. */
  what: string;
  children: ReactNode;
}

/** Loading and error states around a list; renders the children once data is there. */
export function ListState({ isLoading, error, what, children }: ListStateProps) {
  const i18n = useI18n();
  if (error) {
    return (
      <p className="empty-state error-text" role="alert">
        {failureText(error, i18n._({ id: 'admin.shared.loadFailed', message: 'Failed to load {what}', values: { what } }))}
      </p>
    );
  }
  if (isLoading) {
    return (
      <p className="empty-state" role="status">
        <LoaderCircle className="spin" size={24} aria-hidden />
        {i18n._({ id: 'admin.shared.loading', message: 'Loading {what}…', values: { what } })}
      </p>
    );
  }
  return <>{children}</>;
}

/** A table that scrolls sideways on narrow screens instead of squeezing its columns. */
export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  return (
    // A focusable region so keyboard users can scroll it too.
    <div className={tables.tableScroll} role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
