import { useEffect } from 'react';
import { LoaderCircle, ScanLine } from 'lucide-react';
import { useI18n } from '../../hooks/useI18n';
import type { CameraProblem } from './cameraErrors';
import { useCameraScanner } from './useCameraScanner';

interface CameraScannerProps {
  onDetected: (text: string) => void;
  /** The camera cannot scan: the page says why (CameraErrorView) and offers the typed code instead. */
  onProblem: (problem: CameraProblem) => void;
  paused: boolean;
  stopRequested: boolean;
}

/** The live camera view: loading, then running (with the scan frame); a failure goes to the page. */
export function CameraScanner({ onDetected, onProblem, paused, stopRequested }: CameraScannerProps) {
  const i18n = useI18n();
  const { videoRef, status, machine } = useCameraScanner({ onDetected, paused, stopRequested });
  const problem = status.view === 'error' ? status.problem : null;
  useEffect(() => {
    if (problem) onProblem(problem);
  }, [problem, onProblem]);

  if (problem) return null;

  return (
    <div className="camera" data-testid="camera" data-scanner-state={machine}>
      <video ref={videoRef} className="camera-video" muted playsInline autoPlay aria-label={i18n._({ id: 'camera.preview', message: 'Camera preview' })} />
      {/* The frame marks the 85% centre square that is actually decoded. */}
      <div className="camera-frame" aria-hidden />
      {status.view === 'loading' && (
        <div className="camera-loading" role="status">
          <LoaderCircle className="spin" size={32} aria-hidden />
          <span>{i18n._({ id: 'camera.starting', message: 'Starting camera...' })}</span>
        </div>
      )}
      {status.view === 'running' && machine === 'scanning' && (
        <span className="badge badge-scanning camera-badge" data-testid="scanning-badge">
          <ScanLine size={14} aria-hidden />
          {i18n._({ id: 'scanner.scanning', message: 'Scanning...' })}
        </span>
      )}
      {status.view === 'running' && machine === 'paused' && (
        <span className="badge camera-badge">{i18n._({ id: 'camera.paused', message: 'Scanner paused' })}</span>
      )}
    </div>
  );
}
