/**
 * The little a journey needs from a browser, so the same journey runs in Chromium (Playwright),
 * Firefox (Puppeteer over WebDriver BiDi) and WebKitGTK (WebdriverIO over WebDriver classic).
 * Elements are found in the page by role, name and text (./page.ts, one finder for all three);
 * a driver only acts on the CSS selector that finder hands it.
 */
export type EngineName = 'chromium' | 'firefox' | 'webkit';

export interface EngineDriver {
  readonly engine: EngineName;
  /**
   * What the engine's camera films: Chromium plays our QR video, Firefox takes it from a
   * PipeWire camera; WebKitGTK's mock camera can only show its own test pattern
   * (docs/decisions.md, "The journey in three engines").
   */
  readonly camera: 'qrCode' | 'testPattern';
  /** Points the camera away from any code (it films nothing to scan from then on). */
  lowerCamera(): Promise<void>;
  /** Opens `path` on the app, relative to the address the browser reaches it at. */
  goto(path: string): Promise<void>;
  /** The address the page is at now. */
  url(): Promise<string>;
  /** Runs `script` in the page with one serialisable `arg`; `script` must use nothing from outside it. */
  evaluate<A, R>(script: (arg: A) => R | Promise<R>, arg: A): Promise<R>;
  /** A real click (the driver's own input events) on the one element `selector` matches. */
  click(selector: string): Promise<void>;
  /** Empties the field `selector` matches and types `text` into it, key by key. */
  fill(selector: string, text: string): Promise<void>;
  /** Cuts the browser off the server (true), or lets it reach the server again (false). */
  setOffline(offline: boolean): Promise<void>;
  /** A PNG of the viewport. */
  screenshot(file: string): Promise<void>;
  close(): Promise<void>;
}

/** The phone every engine plays the journey on. */
export { PHONE_VIEWPORT } from '../browser';
