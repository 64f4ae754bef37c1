import type { MessageDescriptor } from '@lingui/core';

/**
 * Why the camera cannot scan, as the scanner says it (docs/product.md, Scanner): one cause, one
 * thing said. A phone without a camera is never asked to allow camera access, and a student who
 * refused access is never told there is no camera. Typing the code is always the way on.
 */
export type CameraProblemCause = 'noCamera' | 'permissionDenied' | 'other';

/** Its words are descriptors, translated where they are drawn (CameraErrorView), so a language chosen meanwhile applies. */
export interface CameraProblem {
  cause: CameraProblemCause;
  /** A few words: what is wrong. */
  title: MessageDescriptor;
  /** What the student can do about it: a sentence or two, said one after the other. */
  detail: readonly MessageDescriptor[];
  /** Whether trying again (a reload) can help. */
  retry: boolean;
}

const TYPE_INSTEAD: MessageDescriptor = /*i18n*/ { id: 'camera.typeInstead', message: 'Type the code printed with the QR code instead.' };

const NO_CAMERA: CameraProblem = {
  cause: 'noCamera',
  title: /*i18n*/ { id: 'camera.none', message: 'No camera found' },
  detail: [TYPE_INSTEAD],
  retry: false,
};

const PERMISSION_DENIED: CameraProblem = {
  cause: 'permissionDenied',
  title: /*i18n*/ { id: 'camera.blocked', message: 'Camera access is blocked' },
  detail: [
    /*i18n*/ {
      id: 'camera.blocked.text',
      message: 'To scan, allow the camera for this site in your browser settings, then try again. Until then, type the code printed with the QR code.',
    },
  ],
  retry: true,
};

/** The camera exists and may be used, but did not start: why, in the student's words. */
function couldNotStart(reason: MessageDescriptor, retry: boolean): CameraProblem {
  return { cause: 'other', title: /*i18n*/ { id: 'camera.failed', message: 'The camera could not start' }, detail: [reason, TYPE_INSTEAD], retry };
}

export const CAMERA_REASONS = {
  timeout: /*i18n*/ { id: 'camera.reason.timeout', message: 'It did not start within 10 seconds.' },
  busy: /*i18n*/ { id: 'camera.reason.busy', message: 'Another app is using it: close that app and try again.' },
  insecureContext: /*i18n*/ { id: 'camera.reason.insecure', message: 'Browsers offer the camera only to secure pages (https).' },
  streamingUnsupported: /*i18n*/ { id: 'camera.reason.unsupported', message: 'This browser does not offer the camera to web pages.' },
  unknown: /*i18n*/ { id: 'camera.reason.unknown', message: 'Something went wrong while starting it.' },
} satisfies Record<string, MessageDescriptor>;

/** Marks the start-up watchdog firing, so it maps to the time-out text. */
export class CameraTimeoutError extends Error {
  constructor() {
    super(CAMERA_REASONS.timeout.message);
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

