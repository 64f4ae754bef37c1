import { createHash } from 'node:crypto';
import { PNG } from 'pngjs';

/** A small PNG tile for a demo piece: its colour, a lighter diagonal band and a puzzle-knob circle. */
export function pieceTilePng(hexColor: string, size = 192): Buffer {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hexColor.slice(i, i + 2), 16)) as [number, number, number];
  const png = new PNG({ width: size, height: size });
  const knob = { x: size * 0.5, y: size * 0.22, radius: size * 0.14 };
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const inKnob = (x - knob.x) ** 2 + (y - knob.y) ** 2 < knob.radius ** 2;
      const inBody = y > size * 0.3 && x > size * 0.12 && x < size * 0.88 && y < size * 0.9;
      const band = Math.abs(x - y) < size * 0.12;
      const lift = inKnob || inBody ? (band ? 60 : 0) : 200;
      const offset = (y * size + x) * 4;
      png.data[offset] = Math.min(255, (inKnob || inBody ? r : 245) + (inKnob || inBody ? lift : 0));
      png.data[offset + 1] = Math.min(255, (inKnob || inBody ? g : 245) + (inKnob || inBody ? lift : 0));
      png.data[offset + 2] = Math.min(255, (inKnob || inBody ? b : 250) + (inKnob || inBody ? lift : 0));
      png.data[offset + 3] = inKnob || inBody ? 255 : 0;
    }
  }
  return PNG.sync.write(png);
}

export function sha256(bytes: Buffer): string {
  return createHash('sha256').update(bytes).digest('hex');
}
