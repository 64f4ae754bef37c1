import type { PosterQuery } from '../../core/admin';
import { computeLayout, paginate, PosterLayoutError, quietFractionFor, type SheetLayout } from '../../core/posterLayout';
import { posterItem, type PosterItem } from '../../core/posters';
import { badRequest, notFound } from '../errors';
import { listLinksWithPiece } from '../repos/qrLinks';
import type { Deps } from '../deps';

export interface PosterSheets {
  layout: SheetLayout;
  /** The items page by page, each page at most `layout.perPage`. */
  pages: PosterItem[][];
}

/**
 * The posters asked for, laid out: the named codes in the order named, or every link. An unknown
 * code is a 404 naming it; a layout that cannot be printed (codes under 6 cm) a 400.
 */
export async function posterSheets(deps: Deps, query: PosterQuery): Promise<PosterSheets> {
  const links = await listLinksWithPiece(deps.db);
  const byCode = new Map(links.map((link) => [link.code, link]));
  const missing = query.codes.filter((code) => !byCode.has(code));
  if (missing.length > 0) throw notFound('QR link not found: {codes}', { codes: missing.join(', ') });
  const chosen = query.codes.length > 0 ? query.codes.map((code) => byCode.get(code)).filter((link) => link !== undefined) : links;
  if (chosen.length === 0) throw notFound('No QR links to print');
  const items = chosen.map((link) => posterItem({ code: link.code, domain: link.domain, puzzlePieceName: link.puzzle_piece_name }));
  try {
    const layout = computeLayout(query.paper, query.perPage, quietFractionFor(items.map((item) => item.modules.size)));
    return { layout, pages: paginate(items, query.perPage) };
  } catch (error) {
    if (error instanceof PosterLayoutError) throw badRequest('perPage {perPage} {problem}', { perPage: query.perPage, problem: error.wording });
    throw error;
  }
}
