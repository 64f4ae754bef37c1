/** Camera error texts (docs/product.md, Scanner), keyed by what went wrong. */
export const CAMERA_MESSAGES = {
  timeout: 'Camera initialization timed out. Please check your camera and try again.',
  permissionDenied: 'Camera permission denied. Please allow camera access in your browser settings and refresh the page.',
  noCamera: 'No camera found. Please ensure your device has a camera and try again.',
  busy: 'Camera is already in use by another application. Please close other apps using the camera.',
  fallback: 'Unable to access camera',
  insecureContext: 'Camera access is only supported in secure context like https or localhost.',
  streamingUnsupported: 'Camera streaming not supported by the browser.',
  queryDevicesFailed: 'Unable to query supported devices, unknown error.',
  paused: 'Scanner paused',
} as const;

/** Marks the start-up watchdog firing, so it maps to the time-out text. */
export class CameraTimeoutError extends Error {
  constructor() {
    super(CAMERA_MESSAGES.timeout);
    this.name = 'CameraTimeoutError';
  }
}

/** Maps a getUserMedia failure (a DOMException, by name) to the message the user sees. */
export function cameraErrorMessage(error: unknown): string {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  switch (name) {
    case 'CameraTimeoutError':
      return CAMERA_MESSAGES.timeout;
    case 'NotAllowedError':
    case 'PermissionDeniedError':
      return CAMERA_MESSAGES.permissionDenied;
    case 'NotFoundError':
    case 'DevicesNotFoundError':
    case 'OverconstrainedError':
      return CAMERA_MESSAGES.noCamera;
    case 'NotReadableError':
    case 'TrackStartError':
      return CAMERA_MESSAGES.busy;
    default:
      return error instanceof Error && error.message ? error.message : CAMERA_MESSAGES.fallback;
  }
}

/** Why the camera cannot even be asked for, or null when getUserMedia is available. */
export function cameraSupportProblem(): string | null {
  if (typeof navigator !== 'undefined' && typeof navigator.mediaDevices?.getUserMedia === 'function') return null;
  return typeof window !== 'undefined' && !window.isSecureContext
    ? CAMERA_MESSAGES.insecureContext
    : CAMERA_MESSAGES.streamingUnsupported;
}
