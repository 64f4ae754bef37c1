import { useCallback, useEffect, useRef, useState } from 'react';
import { TIMINGS } from '../../../core/constants';
import { CameraTimeoutError, cameraProblem, cameraSupportProblem, type CameraProblem } from './cameraErrors';
import type { QrDecoder } from './qrDecoder';
import { scanBox } from './scanBox';
import { canTransition, transition, type ScannerAction, type ScannerState } from './scannerState';

/** Rear camera preferred, square frames, 10 decodes a second. */
const CONSTRAINTS: MediaStreamConstraints = {
  video: { facingMode: { ideal: 'environment' }, aspectRatio: 1 },
  audio: false,
};
const SCAN_FPS = 10;
/** Big crops are scaled down before decoding; QR codes stay readable and decoding stays fast. */
const MAX_DECODE_SIZE = 640;
/** Every 5th frame (2 a second) the whole frame is decoded as well as the centre box. */
const FULL_FRAME_EVERY = 5;

export type CameraView = { view: 'loading' } | { view: 'running' } | { view: 'error'; problem: CameraProblem };

interface Options {
  onDetected: (text: string) => void;
  /** The parent pauses decoding while it handles a code. */
  paused: boolean;
  /** The parent can ask for the camera to be released for good. */
  stopRequested: boolean;
}

export function useCameraScanner({ onDetected, paused, stopRequested }: Options) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const streamRef = useRef<MediaStream | null>(null);
  const machineRef = useRef<ScannerState>('notStarted');
  const [machine, setMachine] = useState<ScannerState>('notStarted');
  const [status, setStatus] = useState<CameraView>({ view: 'loading' });
  const onDetectedRef = useRef(onDetected);
  useEffect(() => {
    onDetectedRef.current = onDetected;
  }, [onDetected]);

  /** Applies a transition if the machine allows it; illegal moves are simply not taken. */
  const move = useCallback((action: ScannerAction): boolean => {
    if (!canTransition(machineRef.current, action)) return false;
    machineRef.current = transition(machineRef.current, action);
    setMachine(machineRef.current);
    return true;
  }, []);

  const release = useCallback(() => {
    streamRef.current?.getTracks().forEach((track) => track.stop());
    streamRef.current = null;
    move('stop');
  }, [move]);

  useEffect(() => {
    const problem = cameraSupportProblem();
    if (problem) {
      setStatus({ view: 'error', problem });
      return;
    }
    let cancelled = false;
    let timedOut = false;
    let loop: ReturnType<typeof setInterval> | undefined;
    let watchdogTimer: ReturnType<typeof setTimeout> | undefined;
    const watchdog = new Promise<never>((_, reject) => {
      watchdogTimer = setTimeout(() => {
        timedOut = true;
        reject(new CameraTimeoutError());
      }, TIMINGS.cameraStartTimeout);
    });
    watchdog.catch(() => undefined); // Observed through Promise.race below.

    let frame: FrameDecoder | undefined;
    let lastHit = 0;
    let frameCount = 0;
    const tick = () => {
      const video = videoRef.current;
      if (machineRef.current !== 'scanning' || !video || !frame) return;
      // After a successful scan, further scans are ignored for 2 s.
      if (Date.now() - lastHit < TIMINGS.scanDebounce) return;
      frameCount++;
      // The centre box is what is scanned. A code held so close that it
      // overflows the box would never be read, so now and then the whole frame is tried too.
      const text =
        frame.decode(video, 'box') ?? (frameCount % FULL_FRAME_EVERY === 0 ? frame.decode(video, 'full') : null);
      if (!text) return;
      lastHit = Date.now();
      navigator.vibrate?.(TIMINGS.vibration);
      onDetectedRef.current(text);
    };

    const start = async () => {
      const request = navigator.mediaDevices.getUserMedia(CONSTRAINTS).then((stream) => {
        streamRef.current = stream;
        // A stream that arrives after unmount or the time-out must not keep the camera on.
        if (cancelled || timedOut) stream.getTracks().forEach((track) => track.stop());
        return stream;
      });
      const stream = await Promise.race([request, watchdog]);
      // zxing is fetched and parsed only once there is a camera to read (it is most of the
      // scanner's code), while the video starts; never for a student who types the code.
      const decoder = import('./qrDecoder').then((module) => module.createQrDecoder());
      const video = videoRef.current;
      if (cancelled || !video) return;
      video.srcObject = stream;
      const [, decode] = await Promise.race([Promise.all([video.play(), decoder]), watchdog]);
      clearTimeout(watchdogTimer);
      frame = new FrameDecoder(decode);
      if (cancelled) return;
      move('start');
      setStatus({ view: 'running' });
      loop = setInterval(tick, 1000 / SCAN_FPS);
    };

    start().catch((error: unknown) => {
      clearTimeout(watchdogTimer);
      if (cancelled) return;
      release();
      setStatus({ view: 'error', problem: cameraProblem(error) });
    });

    return () => {
      cancelled = true;
      clearTimeout(watchdogTimer);
      clearInterval(loop);
      release();
    };
  }, [move, release]);

  // Follow the parent's pause request; `machine` is a dependency so a pause asked for during
  // start-up is applied as soon as the scanner is running.
  useEffect(() => {
    move(paused ? 'pause' : 'resume');
  }, [paused, machine, move]);

  useEffect(() => {
    if (stopRequested) release();
  }, [stopRequested, release]);

  return { videoRef, status, machine };
}

/** Draws a region of a video frame onto a canvas (scaled down if large) and decodes it. */
class FrameDecoder {
  private readonly canvas = document.createElement('canvas');
  private readonly context = this.canvas.getContext('2d', { willReadFrequently: true });

  constructor(private readonly decoder: QrDecoder) {}

  decode(video: HTMLVideoElement, region: 'box' | 'full'): string | null {
    if (!this.context || video.readyState < HTMLMediaElement.HAVE_CURRENT_DATA || !video.videoWidth) return null;
    const { videoWidth, videoHeight } = video;
    const box = scanBox(videoWidth, videoHeight);
    const source =
      region === 'box'
        ? { x: box.x, y: box.y, width: box.size, height: box.size }
        : { x: 0, y: 0, width: videoWidth, height: videoHeight };
    const scale = Math.min(1, MAX_DECODE_SIZE / Math.max(source.width, source.height));
    const width = Math.round(source.width * scale);
    const height = Math.round(source.height * scale);
    if (this.canvas.width !== width || this.canvas.height !== height) {
      this.canvas.width = width;
      this.canvas.height = height;
    }
    this.context.drawImage(video, source.x, source.y, source.width, source.height, 0, 0, width, height);
    return this.decoder(this.canvas);
  }
}
