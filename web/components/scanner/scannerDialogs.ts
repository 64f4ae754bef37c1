import { afterPageLoad } from '../../lib/deferredModule';
import { lazyPage } from '../../lib/lazyPage';

// The scanner's dialogs (Radix, the confetti, the survey's questions) are none of its first paint:
// the camera and the code form are. Their code loads a few seconds after the page has loaded, or
// with the first code sent if that comes first (alongside the scan's request, so a result hardly
// waits for it).
export const pieceDialog = lazyPage(() => import('./PieceDialog').then((module) => module.PieceDialog));
export const declarationsDialog = lazyPage(() => import('./DeclarationsDialog').then((module) => module.DeclarationsDialog));
export const surveyDialog = lazyPage(() => import('../survey/SurveyDialog').then((module) => module.SurveyDialog));

/** Starts loading the dialogs a code's result may open (once; later calls reuse the same load). */
export function preloadScanResultDialogs(): void {
  for (const dialog of [pieceDialog, declarationsDialog, surveyDialog]) {
    // A failed load (offline before the service worker stored them) shows where the dialog renders.
    dialog.preload().catch(() => undefined);
  }
}

/**
 * How long after the load the first screen usually still fetches and draws: the page's code and
 * its data come after the load event (the page loads lazily), which waits for neither.
 */
const FIRST_SCREEN_MS = 3000;

/**
 * Loads the dialogs a few seconds after the page has loaded, when the browser is idle: "after the
 * load" alone still shared a slow phone's network and processor with the page's own scripts and
 * data. (Kept here, not in lib/deferredModule.ts, which is part of the landing's first script.)
 */
export function preloadScanResultDialogsWhenIdle(): void {
  afterPageLoad(() => setTimeout(() => afterPageLoad(preloadScanResultDialogs), FIRST_SCREEN_MS));
}
