import { LoaderCircle } from 'lucide-react';

/** A small, centred loading state (while the session or a lazy page loads). */
export function LoadingScreen({ label = 'Loading...' }: { label?: string }) {
  return (
    <div className="loading-screen" role="status" aria-live="polite" data-testid="app-loading">
      <LoaderCircle className="spin" size={32} aria-hidden />
      <span>{label}</span>
    </div>
  );
}
