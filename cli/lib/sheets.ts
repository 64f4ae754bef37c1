import { writeFile } from 'node:fs/promises';
import { computeLayout, paginate, PosterLayoutError, quietFractionFor, type PaperName, type SheetLayout } from '../../core/posterLayout';
import { posterItem, type PosterItem } from '../../core/posters';
import type { QrLinkDto } from '../../core/admin';
import type { AdminApi } from '../../core/client/admin';
import { UsageError } from './errors';

export interface SheetOptions {
  format: 'pdf' | 'png';
  paper: PaperName;
  perPage: number;
  /** The PDF file, or the base of PNG pages (base-1.png, base-2.png, …). */
  out: string;
}

export interface SheetResult {
  files: string[];
  pages: number;
  codes: string[];
  layout: SheetLayout;
}

/**
 * Writes print-ready sheets of `links`: the PDF the server draws (the panel's posters, one
 * implementation), or one PNG per sheet drawn here with the same layout.
 */
export async function writeSheets(
  api: Pick<AdminApi<{ bytes: Buffer }>, 'posters'>,
  links: readonly QrLinkDto[],
  options: SheetOptions,
  onPage: () => void = () => {},
): Promise<SheetResult> {
  const items: PosterItem[] = links.map(posterItem);
  const layout = layoutFor(items, options);
  const pages = paginate(items, options.perPage);
  const codes = items.map((item) => item.code);
  if (options.format === 'pdf') {
    const { bytes } = await api.posters({ codes, paper: options.paper, perPage: options.perPage });
    await writeFile(options.out, bytes);
    return { files: [options.out], pages: pages.length, codes, layout };
  }
  // pureimage loads only when a PNG is drawn: it is slow to import.
  const { writePngSheets } = await import('./sheetPng');
  const files = await writePngSheets(pages, layout, options.out.replace(/\.png$/i, ''), onPage);
  return { files, pages: pages.length, codes, layout };
}

function layoutFor(items: readonly PosterItem[], options: SheetOptions): SheetLayout {
  try {
    return computeLayout(options.paper, options.perPage, quietFractionFor(items.map((item) => item.modules.size)));
  } catch (error) {
    if (error instanceof PosterLayoutError) throw new UsageError(`--per-page ${options.perPage} ${error.message}`);
    throw error;
  }
}
