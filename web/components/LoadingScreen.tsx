import { LoaderCircle } from 'lucide-react';
import { useI18n } from '../hooks/useI18n';

/** A small, centred loading state (while the session or a lazy page loads). */
export function LoadingScreen({ label }: { label?: string }) {
  const i18n = useI18n();
  return (
    <div className="loading-screen" role="status" aria-live="polite" data-testid="app-loading">
      <LoaderCircle className="spin" size={32} aria-hidden />
      <span>{label ?? i18n._({ id: 'loading', message: 'Loading...' })}</span>
    </div>
  );
}
