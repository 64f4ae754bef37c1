/** The year of the build (vite.config.ts `define`): what the prerendered landing's footer shows. */
declare const __BUILD_YEAR__: number;

/** A message catalog, compiled by @lingui/vite-plugin when imported (lib/language.ts). */
declare module '*.po' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}
