import { describe, expect, it } from 'vitest';
import { CAMERA_MESSAGES, CameraTimeoutError, cameraErrorMessage } from './cameraErrors';

describe('cameraErrorMessage', () => {
  it('maps each DOMException name to its message', () => {
    expect(cameraErrorMessage(new DOMException('x', 'NotAllowedError'))).toBe(CAMERA_MESSAGES.permissionDenied);
    expect(cameraErrorMessage(new DOMException('x', 'NotFoundError'))).toBe(CAMERA_MESSAGES.noCamera);
    expect(cameraErrorMessage(new DOMException('x', 'OverconstrainedError'))).toBe(CAMERA_MESSAGES.noCamera);
    expect(cameraErrorMessage(new DOMException('x', 'NotReadableError'))).toBe(CAMERA_MESSAGES.busy);
  });

  it('maps the start-up watchdog to the time-out message', () => {
    expect(cameraErrorMessage(new CameraTimeoutError())).toBe(
      'Camera initialization timed out. Please check your camera and try again.',
    );
  });

  it("uses the error's own message, else a generic one", () => {
    expect(cameraErrorMessage(new Error('Lens cap on'))).toBe('Lens cap on');
    expect(cameraErrorMessage(new Error(''))).toBe('Unable to access camera');
    expect(cameraErrorMessage('weird')).toBe('Unable to access camera');
  });
});
