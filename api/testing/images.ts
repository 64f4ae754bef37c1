import { readFile } from 'node:fs/promises';

/** A real PNG from seed/images/ (a 192 px piece tile of about 1.5 KB), for tests that upload one. */
export function seedImage(name: 'creativity' | 'curiosity' | 'impact' | 'innovation' | 'integrity' | 'leadership' | 'resilience' | 'teamwork' | 'vision'): Promise<Buffer> {
  return readFile(new URL(`../../seed/images/${name}.png`, import.meta.url));
}
