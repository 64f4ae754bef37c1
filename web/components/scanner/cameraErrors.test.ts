import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '@lingui/core';
import { activateLanguage } from '../../lib/language';
import { CAMERA_REASONS, CameraTimeoutError, cameraProblem, type CameraProblem } from './cameraErrors';

const detail = (problem: CameraProblem) => problem.detail.map((part) => i18n._(part)).join(' ');
const said = (problem: CameraProblem) => `${i18n._(problem.title)} ${detail(problem)}`;

beforeAll(() => activateLanguage('en', ['play']));

describe('cameraProblem', () => {
  it('maps each DOMException name to its cause', () => {
    expect(cameraProblem(new DOMException('x', 'NotAllowedError')).cause).toBe('permissionDenied');
    expect(cameraProblem(new DOMException('x', 'NotFoundError')).cause).toBe('noCamera');
    expect(cameraProblem(new DOMException('x', 'OverconstrainedError')).cause).toBe('noCamera');
    expect(cameraProblem(new DOMException('x', 'NotReadableError')).cause).toBe('other');
    expect(cameraProblem(new CameraTimeoutError()).cause).toBe('other');
    expect(cameraProblem(new Error('Lens cap on')).cause).toBe('other');
    expect(cameraProblem('weird').cause).toBe('other');
  });

  it('says one thing per cause: no camera is never told to allow access, a refusal never that there is no camera', () => {
    const noCamera = said(cameraProblem(new DOMException('x', 'NotFoundError')));
    expect(noCamera).toMatch(/no camera/i);
    expect(noCamera).not.toMatch(/allow|permission|access|settings|try again/i);

    const denied = said(cameraProblem(new DOMException('x', 'NotAllowedError')));
    expect(denied).toMatch(/allow the camera/i);
    expect(denied).not.toMatch(/no camera|not found|in use/i);

    for (const error of [new CameraTimeoutError(), new DOMException('x', 'NotReadableError'), new Error('boom')]) {
      const other = said(cameraProblem(error));
      expect(other).toMatch(/could not start/i);
      expect(other).not.toMatch(/no camera|allow|permission/i);
    }
  });

  it('names the reason a camera that exists did not start', () => {
    expect(detail(cameraProblem(new CameraTimeoutError()))).toContain(CAMERA_REASONS.timeout.message);
    expect(detail(cameraProblem(new DOMException('x', 'NotReadableError')))).toContain(CAMERA_REASONS.busy.message);
  });

  it('offers to try again only where trying again can help, and always points to typing the code', () => {
    expect(cameraProblem(new DOMException('x', 'NotFoundError')).retry).toBe(false);
    expect(cameraProblem(new DOMException('x', 'NotAllowedError')).retry).toBe(true);
    for (const error of [new DOMException('x', 'NotFoundError'), new DOMException('x', 'NotAllowedError'), new CameraTimeoutError()]) {
      expect(detail(cameraProblem(error))).toMatch(/type the code/i);
    }
  });
});
