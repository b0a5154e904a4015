/**
 * The typeface's files every page preloads. The build's typeface plugin
 * (vite-plugins/typeface.ts) serves this module with the built files' addresses; where no
 * build runs (unit tests) there is nothing to preload.
 */
export const preloadedFonts: readonly string[] = [];
