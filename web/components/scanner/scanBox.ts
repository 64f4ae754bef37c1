/** The square region of the video frame that is decoded (docs/product.md, Scanning). */
export interface ScanBox {
  x: number;
  y: number;
  size: number;
}

export const SCAN_BOX_RATIO = 0.85;
export const SCAN_BOX_MIN = 50;

/** A centred square of 85% of the smaller video dimension, at least 50 px. */
export function scanBox(videoWidth: number, videoHeight: number): ScanBox {
  const size = Math.max(SCAN_BOX_MIN, Math.floor(Math.min(videoWidth, videoHeight) * SCAN_BOX_RATIO));
  return {
    x: Math.max(0, Math.floor((videoWidth - size) / 2)),
    y: Math.max(0, Math.floor((videoHeight - size) / 2)),
    size,
  };
}
