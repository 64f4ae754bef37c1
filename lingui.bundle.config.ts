import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';
import config from './lingui.config';

/**
 * What the bundler compiles (vite.config.ts, vitest.config.ts): the web's catalogs, and the
 * server's (api/locales/<language>/server.po), which the admin panel loads to word the messages
 * core's schemas give in the browser (web/admin/shared/coreWords.ts). Not in lingui.config.ts:
 * `npx lingui extract` would rewrite the server's catalog from the web's code. The server's
 * English is its ids (api/messages.ts), so it has no English file, and its ids are read as they
 * are written (`explicitIdAsDefault`) rather than hashed; the web's are marked explicit already.
 */
export default defineConfig({
  ...config,
  format: formatter({ lineNumbers: false, explicitIdAsDefault: true }),
  catalogs: [...(config.catalogs ?? []), { path: '<rootDir>/api/locales/{locale}/server', include: [] }],
});
