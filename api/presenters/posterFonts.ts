import { createRequire } from 'node:module';
import path from 'node:path';

const fontDir = path.join(path.dirname(createRequire(import.meta.url).resolve('dejavu-fonts-ttf/package.json')), 'ttf');

/**
 * The posters' fonts, for the API's PDF and the CLI's PNG pages alike: DejaVu, free, in the
 * repository's dependencies, and it covers accented piece names.
 */
export const POSTER_FONTS = {
  regular: path.join(fontDir, 'DejaVuSans.ttf'),
  bold: path.join(fontDir, 'DejaVuSans-Bold.ttf'),
};
