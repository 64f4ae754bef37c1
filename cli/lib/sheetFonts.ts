import { createRequire } from 'node:module';
import path from 'node:path';

const fontDir = path.join(path.dirname(createRequire(import.meta.url).resolve('dejavu-fonts-ttf/package.json')), 'ttf');
/** DejaVu, as the API's PDF posters use: free, in the repository's dependencies, and it covers accented piece names. */
export const FONTS = {
  regular: path.join(fontDir, 'DejaVuSans.ttf'),
  bold: path.join(fontDir, 'DejaVuSans-Bold.ttf'),
};
