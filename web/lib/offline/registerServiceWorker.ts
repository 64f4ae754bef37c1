/**
 * Installs the service worker (web/sw/serviceWorker.ts) for a signed-in student, once the page
 * has loaded, so its downloads never compete with the first screen's. Only built pages have
 * one: the dev server serves no /sw.js.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register('/sw.js').catch((error: unknown) => {
      // The app works without it, only not offline: say why in the console and carry on.
      console.warn('Campus Hunt works online only: the service worker did not install.', error);
    });
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
