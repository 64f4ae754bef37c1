import type Router from '@koa/router';
import type { AppState } from '../../context';
import { ADMIN_API } from '../../../core/adminPaths';
import { buildExportArchive } from '../../services/exportData';
import { adminRouter } from './adminRouter';

export function adminExportRoutes(): Router<AppState> {
  const router = adminRouter();

  /** 'Export All Data': a ZIP of CSVs, downloaded as campus-hunt-export-{YYYY-MM-DD}.zip. */
  router.get(ADMIN_API.exportData, async (ctx) => {
    const { fileName, stream } = await buildExportArchive(ctx.state.deps);
    ctx.attachment(fileName);
    ctx.type = 'application/zip';
    ctx.set('Cache-Control', 'no-store');
    ctx.body = stream;
  });

  return router;
}
