import { CameraOff, RefreshCw } from 'lucide-react';

export function CameraErrorView({ message }: { message: string }) {
  return (
    <div className="camera-error" role="alert" data-testid="camera-error">
      <CameraOff size={40} aria-hidden />
      <h2>Camera Access Required</h2>
      <p>{message}</p>
      <p className="muted small">Make sure you've allowed camera access in your browser settings.</p>
      <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
        <RefreshCw size={18} aria-hidden />
        Try Again
      </button>
    </div>
  );
}
