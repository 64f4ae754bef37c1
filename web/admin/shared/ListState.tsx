import type { ReactNode } from 'react';
import { LoaderCircle } from 'lucide-react';
import { failureText } from './failure';
import tables from './tables.module.css';

interface ListStateProps {
  isLoading: boolean;
  error: Error | undefined;
  /** What failed to load ('users'), for the fallback text. */
  what: string;
  children: ReactNode;
}

/** Loading and error states around a list; renders the children once data is there. */
export function ListState({ isLoading, error, what, children }: ListStateProps) {
  if (error) {
    return (
      <p className="empty-state error-text" role="alert">
        {failureText(error, `Failed to load ${what}`)}
      </p>
    );
  }
  if (isLoading) {
    return (
      <p className="empty-state" role="status">
        <LoaderCircle className="spin" size={24} aria-hidden />
        Loading {what}…
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
