import { afterPageLoad } from '../../lib/deferredModule';
import { lazyPage } from '../../lib/lazyPage';

// The scanner's dialogs (Radix, the confetti, the survey's questions) are none of its first paint:
// the camera and the code form are. Their code loads once the page has loaded and the browser is
// idle, or at the first code sent if that comes first, so a result never waits for it.
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

/** Loads the dialogs after the page's first paint and load, when the browser has nothing else to do. */
export function preloadScanResultDialogsWhenIdle(): void {
  afterPageLoad(preloadScanResultDialogs);
}
