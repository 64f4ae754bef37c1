import { LoaderCircle, ScanLine } from 'lucide-react';
import { CAMERA_MESSAGES } from './cameraErrors';
import { CameraErrorView } from './CameraErrorView';
import { useCameraScanner } from './useCameraScanner';

interface CameraScannerProps {
  onDetected: (text: string) => void;
  paused: boolean;
  stopRequested: boolean;
}

/** The live camera view: loading, then running (with the scan frame) or the error view. */
export function CameraScanner({ onDetected, paused, stopRequested }: CameraScannerProps) {
  const { videoRef, status, machine } = useCameraScanner({ onDetected, paused, stopRequested });

  if (status.view === 'error') return <CameraErrorView message={status.message} />;

  return (
    <div className="camera" data-testid="camera" data-scanner-state={machine}>
      <video ref={videoRef} className="camera-video" muted playsInline autoPlay aria-label="Camera preview" />
      {/* The frame marks the 85% centre square that is actually decoded. */}
      <div className="camera-frame" aria-hidden />
      {status.view === 'loading' && (
        <div className="camera-loading" role="status">
          <LoaderCircle className="spin" size={32} aria-hidden />
          <span>Starting camera...</span>
        </div>
      )}
      {status.view === 'running' && machine === 'scanning' && (
        <span className="badge badge-scanning camera-badge" data-testid="scanning-badge">
          <ScanLine size={14} aria-hidden />
          Scanning...
        </span>
      )}
      {status.view === 'running' && machine === 'paused' && (
        <span className="badge camera-badge">{CAMERA_MESSAGES.paused}</span>
      )}
    </div>
  );
}
