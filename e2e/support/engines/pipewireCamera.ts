import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { blankPicture, i420Frame, overwriteInPlace, qrFrames, VIDEO_HEIGHT, VIDEO_WIDTH } from '../fakeCamera';
import { startHelper, type HelperProcess } from './helperProcess';
import { startXvfb } from './xvfb';

const run = promisify(execFile);
const READY_TIMEOUT_MS = 20_000;
/** The camera's name, as the browser labels its track. */
export const CAMERA_NAME = 'Campus Hunt QR camera';
const PORTAL = ['--dest', 'org.freedesktop.portal.Desktop', '--object-path', '/org/freedesktop/portal/desktop'];
const PERMISSION_STORE = ['--dest', 'org.freedesktop.impl.portal.PermissionStore', '--object-path', '/org/freedesktop/impl/portal/PermissionStore'];

/** What each part needs, and the Debian package that brings it (.ci/run installs them). */
const NEEDED: [path: string, pkg: string][] = [
  ['/usr/bin/dbus-daemon', 'dbus-daemon'],
  ['/usr/bin/gdbus', 'libglib2.0-bin'],
  ['/usr/bin/pipewire', 'pipewire'],
  ['/usr/bin/wireplumber', 'wireplumber'],
  ['/usr/bin/gst-launch-1.0', 'gstreamer1.0-tools'],
  ['/usr/lib/x86_64-linux-gnu/gstreamer-1.0/libgstpipewire.so', 'gstreamer1.0-pipewire'],
  ['/usr/lib/x86_64-linux-gnu/gstreamer-1.0/libgstmultifile.so', 'gstreamer1.0-plugins-good'],
  ['/usr/lib/x86_64-linux-gnu/gstreamer-1.0/libgstrawparse.so', 'gstreamer1.0-plugins-base'],
  ['/usr/libexec/xdg-desktop-portal', 'xdg-desktop-portal'],
  ['/usr/libexec/xdg-desktop-portal-gtk', 'xdg-desktop-portal-gtk'],
];

export interface VirtualCamera {
  /** The environment a browser needs to reach the camera (its session bus and runtime folder). */
  env: NodeJS.ProcessEnv;
  /** From now on the camera films a blank wall. */
  blank(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * A camera that films the QR code of `text`, for Firefox, whose own fake camera only shows a
 * test pattern and which has no way to play a file. Firefox takes cameras from PipeWire through
 * the desktop portal (pref media.webrtc.camera.allow-pipewire), and none of that needs a
 * kernel device: a private session bus, PipeWire with WirePlumber, a GStreamer pipeline that
 * offers our frames as a camera node, and the portal, whose access backend (GTK) wants an X
 * display even though the camera is granted beforehand in its permission store.
 */
export async function startPipeWireCamera(text: string): Promise<VirtualCamera> {
  for (const [path, pkg] of NEEDED) {
    if (!existsSync(path)) throw new Error(`${path} is missing: install Debian's ${pkg} package to give Firefox a camera filming a QR code`);
  }
  const dir = await mkdtemp(join(tmpdir(), 'campus-hunt-pipewire-'));
  const runtime = join(dir, 'run');
  await mkdir(runtime, { mode: 0o700 });
  const helpers: HelperProcess[] = [];
  const screen = await startXvfb(VIDEO_WIDTH, VIDEO_HEIGHT);
  const stop = async () => {
    for (const helper of helpers.reverse()) await helper.stop();
    await screen.stop();
    await rm(dir, { recursive: true, force: true });
  };
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DISPLAY: screen.display,
    XDG_RUNTIME_DIR: runtime,
    XDG_DATA_HOME: join(dir, 'data'),
    XDG_CONFIG_HOME: join(dir, 'config'),
    DBUS_SESSION_BUS_ADDRESS: `unix:path=${join(runtime, 'bus')}`,
  };
  const daemon = (command: string, args: string[]) => helpers.push(startHelper(command, args, { env, stdio: 'ignore' }));
  try {
    const frames = qrFrames(text);
    await Promise.all(frames.map((picture, index) => writeFile(frameFile(dir, index), i420Frame(picture))));
    daemon('dbus-daemon', ['--session', '--nofork', `--address=${env.DBUS_SESSION_BUS_ADDRESS}`]);
    await until(() => existsSync(join(runtime, 'bus')), 'the session bus');
    // Granted before anyone asks, and before WirePlumber reads it at its start: no dialog can be
    // answered here. '' is any program outside a sandbox.
    await gdbus(env, [...PERMISSION_STORE, '--method', 'org.freedesktop.impl.portal.PermissionStore.SetPermission', 'devices', 'true', 'camera', '', "['yes']"]);
    daemon('pipewire', []);
    await until(() => existsSync(join(runtime, 'pipewire-0')), 'PipeWire');
    daemon('wireplumber', []);
    daemon('gst-launch-1.0', [
      'multifilesrc', `location=${join(dir, 'frame-%02d.yuv')}`, 'index=0', `stop-index=${frames.length - 1}`, 'loop=true',
      '!', 'rawvideoparse', `width=${VIDEO_WIDTH}`, `height=${VIDEO_HEIGHT}`, 'format=i420', 'framerate=10/1',
      '!', 'videoconvert',
      '!', 'pipewiresink', 'mode=provide', `client-name=${CAMERA_NAME}`, 'stream-properties=props,media.class=Video/Source,media.role=Camera',
    ]);
    const present = () => gdbus(env, [...PORTAL, '--method', 'org.freedesktop.DBus.Properties.Get', 'org.freedesktop.portal.Camera', 'IsCameraPresent']);
    await until(async () => (await present().catch(() => '')).includes('true'), 'the portal to see the PipeWire camera');
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    env,
    blank: async () => {
      const wall = i420Frame(blankPicture());
      for (let index = 0; existsSync(frameFile(dir, index)); index++) await overwriteInPlace(frameFile(dir, index), wall);
    },
    stop,
  };
}

function frameFile(dir: string, index: number): string {
  return join(dir, `frame-${String(index).padStart(2, '0')}.yuv`);
}

async function gdbus(env: NodeJS.ProcessEnv, args: string[]): Promise<string> {
  return (await run('gdbus', ['call', '--session', ...args], { env, timeout: 10_000 })).stdout;
}

async function until(check: () => boolean | Promise<boolean>, what: string): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`The PipeWire camera did not start: waited ${READY_TIMEOUT_MS / 1000} s for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
