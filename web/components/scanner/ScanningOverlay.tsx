import { LoaderCircle } from 'lucide-react';

export function ScanningOverlay() {
  return (
    <div className="scan-overlay" role="status" aria-live="assertive" data-testid="scan-overlay">
      <div className="card scan-overlay-card">
        <LoaderCircle className="spin" size={40} aria-hidden />
        <p className="scan-overlay-title">Scanning...</p>
        <p className="muted">Verifying your code</p>
      </div>
    </div>
  );
}
