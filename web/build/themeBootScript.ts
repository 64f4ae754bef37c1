import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

/**
 * Puts web/boot/theme.js in front of everything in the built pages' <head>, as a plain blocking
 * script: it applies the stored theme before the first paint. The CSP forbids inline scripts,
 * so it is a file, named by its content hash so it can be cached for a year like the rest.
 */
export function themeBootScript(sourceFile: string): Plugin {
  let fileName = '';
  return {
    name: 'campus-hunt:theme-boot-script',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    buildStart() {
      // Its comments are for readers of the repository, not for every page load.
      const source = readFileSync(sourceFile, 'utf8').replace(/^\s*\/\/.*\n/gm, '');
      fileName = `assets/theme-${createHash('sha256').update(source).digest('base64url').slice(0, 8)}.js`;
      this.emitFile({ type: 'asset', fileName, source });
    },
    transformIndexHtml: {
      // After Vite's own processing, which would try to bundle a script tag it finds.
      order: 'post',
      handler: () => [{ tag: 'script', attrs: { src: `/${fileName}` }, injectTo: 'head-prepend' }],
    },
  };
}
