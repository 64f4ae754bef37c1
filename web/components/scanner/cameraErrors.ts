/**
 * Why the camera cannot scan, as the scanner says it (docs/product.md, Scanner): one cause, one
 * thing said. A phone without a camera is never asked to allow camera access, and a student who
 * refused access is never told there is no camera. Typing the code is always the way on.
 */
export type CameraProblemCause = 'noCamera' | 'permissionDenied' | 'other';

export interface CameraProblem {
  cause: CameraProblemCause;
  /** A few words: what is wrong. */
  title: string;
  /** One sentence: what the student can do about it. */
  detail: string;
  /** Whether trying again (a reload) can help. */
  retry: boolean;
}

const TYPE_INSTEAD = 'Type the code printed with the QR code instead.';

const NO_CAMERA: CameraProblem = {
  cause: 'noCamera',
  title: 'No camera found',
  detail: TYPE_INSTEAD,
  retry: false,
};

const PERMISSION_DENIED: CameraProblem = {
  cause: 'permissionDenied',
  title: 'Camera access is blocked',
  detail: 'To scan, allow the camera for this site in your browser settings, then try again. Until then, type the code printed with the QR code.',
  retry: true,
};

/** The camera exists and may be used, but did not start: why, in the student's words. */
function couldNotStart(reason: string, retry: boolean): CameraProblem {
  return { cause: 'other', title: 'The camera could not start', detail: `${reason} ${TYPE_INSTEAD}`, retry };
}

export const CAMERA_REASONS = {
  timeout: 'It did not start within 10 seconds.',
  busy: 'Another app is using it: close that app and try again.',
  insecureContext: 'Browsers offer the camera only to secure pages (https).',
  streamingUnsupported: 'This browser does not offer the camera to web pages.',
  unknown: 'Something went wrong while starting it.',
} as const;

/** Marks the start-up watchdog firing, so it maps to the time-out text. */
export class CameraTimeoutError extends Error {
  constructor() {
    super(CAMERA_REASONS.timeout);
    this.name = 'CameraTimeoutError';
  }
}

/** Maps a getUserMedia failure (a DOMException, by name) to what the scanner says. */
export function cameraProblem(error: unknown): CameraProblem {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  switch (name) {
    case 'NotAllowedError':
    case 'PermissionDeniedError':
    case 'SecurityError':
      return PERMISSION_DENIED;
    case 'NotFoundError':
    case 'DevicesNotFoundError':
    case 'OverconstrainedError':
      return NO_CAMERA;
    case 'CameraTimeoutError':
      return couldNotStart(CAMERA_REASONS.timeout, true);
    case 'NotReadableError':
    case 'TrackStartError':
    case 'AbortError':
      return couldNotStart(CAMERA_REASONS.busy, true);
    default:
      return couldNotStart(CAMERA_REASONS.unknown, true);
  }
}

/** Why the camera cannot even be asked for, or null when getUserMedia is available. */
export function cameraSupportProblem(): CameraProblem | null {
  if (typeof navigator !== 'undefined' && typeof navigator.mediaDevices?.getUserMedia === 'function') return null;
  return typeof window !== 'undefined' && !window.isSecureContext
    ? couldNotStart(CAMERA_REASONS.insecureContext, false)
    : couldNotStart(CAMERA_REASONS.streamingUnsupported, false);
}

/** The badge over a camera that runs but does not decode (a form open, a scan in flight). */
export const SCANNER_PAUSED = 'Scanner paused';
