import type Router from '@koa/router';
import { ADMIN_API } from '../../../core/adminPaths';
import { exportFileName } from '../../../core/exportFiles';
import type { AppState } from '../../context';
import { exportArchive, presentExportSheets } from '../../presenters/exportData';
import { readExportData } from '../../services/exportData';
import { adminRouter } from './adminRouter';

export function adminExportRoutes(): Router<AppState> {
  const router = adminRouter();

  /** 'Export All Data': a ZIP of CSVs, downloaded as campus-hunt-export-{YYYY-MM-DD}.zip. */
  router.get(ADMIN_API.exportData, async (ctx) => {
    const sheets = presentExportSheets(await readExportData(ctx.state.deps));
    const now = new Date();
    ctx.attachment(exportFileName(now));
    ctx.type = 'application/zip';
    ctx.body = exportArchive(sheets, now, ctx.state.deps.logger);
  });

  return router;
}
