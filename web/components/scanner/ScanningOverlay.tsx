import { LoaderCircle } from 'lucide-react';
import { useI18n } from '../../hooks/useI18n';

export function ScanningOverlay() {
  const i18n = useI18n();
  return (
    <div className="scan-overlay" role="status" aria-live="assertive" data-testid="scan-overlay">
      <div className="card scan-overlay-card">
        <LoaderCircle className="spin" size={40} aria-hidden />
        <p className="scan-overlay-title">{i18n._({ id: 'scanner.scanning', message: 'Scanning...' })}</p>
        <p className="muted">{i18n._({ id: 'scanner.verifying', message: 'Verifying your code' })}</p>
      </div>
    </div>
  );
}
