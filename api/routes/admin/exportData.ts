import type Router from '@koa/router';
import { ADMIN_API } from '../../../core/adminPaths';
import { exportFileName } from '../../../core/exportFiles';
import type { AppState } from '../../context';
import { exportArchive, presentExportSheets } from '../../presenters/exportData';
import { readExportData } from '../../services/exportData';
import { eventInScope } from '../../services/eventScope';
import { eventQuerySchema } from '../../../core/contracts';
import { conflict } from '../../errors';
import { parseRequest } from '../../validation';
import { adminRouter } from './adminRouter';

export function adminExportRoutes(): Router<AppState> {
  const router = adminRouter();

  /**
   * 'Export All Data': a ZIP of CSVs of one event's play (`?event=N`, else the current event's),
   * downloaded as campus-hunt-export-{YYYY-MM-DD}.zip. 409 before any event exists.
   */
  router.get(ADMIN_API.exportData, async (ctx) => {
    const { event: requested } = parseRequest(eventQuerySchema, ctx.query);
    const event = eventInScope(ctx.state.deps, requested);
    if (!event) throw conflict('There is nothing to export yet: create an event first');
    const sheets = presentExportSheets(await readExportData(ctx.state.deps, event));
    const now = new Date();
    ctx.attachment(exportFileName(now));
    ctx.type = 'application/zip';
    ctx.body = exportArchive(sheets, now, ctx.state.deps.logger);
  });

  return router;
}
