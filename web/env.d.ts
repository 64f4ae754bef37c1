/** The year of the build (vite.config.ts `define`): what the prerendered landing's footer shows. */
declare const __BUILD_YEAR__: number;
