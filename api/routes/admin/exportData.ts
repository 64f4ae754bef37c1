import Router from '@koa/router';
import type { AppState } from '../../context';
import { requireAdmin } from '../../policies/roles';
import { buildExportArchive } from '../../services/exportData';

export function adminExportRoutes(): Router<AppState> {
  const router = new Router<AppState>();

  /** 'Export All Data': a ZIP of CSVs, downloaded as campus-hunt-export-{YYYY-MM-DD}.zip. */
  router.get('/api/admin/export-data', async (ctx) => {
    requireAdmin(ctx);
    const { fileName, stream } = await buildExportArchive(ctx.state.deps);
    ctx.attachment(fileName);
    ctx.type = 'application/zip';
    ctx.set('Cache-Control', 'no-store');
    ctx.body = stream;
  });

  return router;
}
