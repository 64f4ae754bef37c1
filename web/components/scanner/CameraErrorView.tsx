import { CameraOff, RefreshCw } from 'lucide-react';
import { useI18n } from '../../hooks/useI18n';
import type { CameraProblem } from './cameraErrors';

/**
 * Why the camera cannot scan, said calmly and once: a short line above the typed-code form,
 * which is the way on. Not an alert: nothing went wrong that the student did, and typing works.
 */
export function CameraErrorView({ problem }: { problem: CameraProblem }) {
  const i18n = useI18n();
  return (
    <section className="camera-notice" role="status" aria-labelledby="camera-notice-title" data-testid="camera-notice" data-cause={problem.cause}>
      <CameraOff className="camera-notice-icon" size={20} aria-hidden />
      <div className="camera-notice-text">
        <h2 id="camera-notice-title" className="camera-notice-title">
          {i18n._(problem.title)}
        </h2>
        <p className="muted small">{problem.detail.map((part) => i18n._(part)).join(' ')}</p>
      </div>
      {problem.retry && (
        <button type="button" className="btn btn-outline btn-sm camera-notice-retry" onClick={() => window.location.reload()}>
          <RefreshCw size={16} aria-hidden />
          {i18n._({ id: 'camera.retry', message: 'Try Again' })}
        </button>
      )}
    </section>
  );
}
