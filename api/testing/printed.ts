import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

/**
 * What a printed page shows, read by tools independent of the product's own libraries: Debian's
 * zbar-tools reads QR codes, poppler-utils renders a PDF's pages and extracts its text (CI's
 * .ci/run installs both).
 */

const execFileAsync = promisify(execFile);
const TOOLS = { zbarimg: '/usr/bin/zbarimg', pdftoppm: '/usr/bin/pdftoppm', pdftotext: '/usr/bin/pdftotext' } as const;

function tool(name: keyof typeof TOOLS): string {
  const path = TOOLS[name];
  const pkg = name === 'zbarimg' ? 'zbar-tools' : 'poppler-utils';
  if (!existsSync(path)) throw new Error(`${path} is missing: install Debian's ${pkg} package (CI's .ci/run does)`);
  return path;
}

/** The QR codes zbar finds in an image file. */
export async function zbarDecode(file: string): Promise<string[]> {
  const { stdout } = await execFileAsync(tool('zbarimg'), ['--raw', '-q', file], { timeout: 30_000 });
  return stdout.split('\n').filter((line) => line.length > 0);
}

/** A PDF's text, page after page (form feeds between them), as pdftotext reads it. */
export async function pdfText(pdf: Buffer): Promise<string> {
  return withPdf(pdf, async (dir, file) => (await execFileAsync(tool('pdftotext'), ['-layout', file, '-'], { cwd: dir, timeout: 30_000 })).stdout);
}

/** The QR codes zbar finds on each page of a PDF, drawn at 150 dpi. */
export async function pdfQrCodes(pdf: Buffer): Promise<string[][]> {
  return withPdf(pdf, async (dir, file) => {
    await execFileAsync(tool('pdftoppm'), ['-r', '150', '-png', file, join(dir, 'page')], { timeout: 60_000 });
    const pages = (await readdir(dir)).filter((name) => name.startsWith('page') && name.endsWith('.png')).sort();
    return Promise.all(pages.map((page) => zbarDecode(join(dir, page))));
  });
}

async function withPdf<T>(pdf: Buffer, use: (dir: string, file: string) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(join(tmpdir(), 'campus-hunt-pdf-'));
  try {
    const file = join(dir, 'doc.pdf');
    await writeFile(file, pdf);
    return await use(dir, file);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
