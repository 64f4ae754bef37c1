import path from 'node:path';
import type { Plugin } from 'vite';

/** `message: '…'` (or "…") right after a descriptor's `id: '…',`. */
const MESSAGE_AFTER_ID = /(\bid:\s*(['"])[\w.-]+\2\s*,\s*)message:\s*(?:'(?:[^'\\]|\\.)*'|"(?:[^"\\]|\\.)*")\s*,?\s*/g;

/**
 * The landing's texts reach the browser twice: in each built page's catalog (a JSON block the
 * page carries, web/lib/language.ts reads it before the first render) and as the English
 * `message` of every descriptor in the code, which Lingui only falls back to when a catalog lacks
 * an id. For the landing's files (lingui.config.ts LANDING) the catalog is always there first, so
 * the build drops those English copies from the script, as Lingui's own macro does in production:
 * the landing's first load keeps to its budget. Other pages load their catalogs with their code
 * and keep theirs.
 */
export function stripLandingMessages(landing: readonly string[], rootDir: string): Plugin {
  const roots = landing.map((entry) => path.resolve(rootDir, entry.replace('<rootDir>/', '')));
  const isLanding = (file: string) => roots.some((root) => file === root || file.startsWith(`${root}/`));
  return {
    name: 'strip-landing-messages',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      const file = id.split('?')[0] ?? id;
      if (!/\.tsx?$/.test(file) || !isLanding(file)) return null;
      const stripped = code.replace(MESSAGE_AFTER_ID, '$1');
      return stripped === code ? null : { code: stripped, map: null };
    },
  };
}
