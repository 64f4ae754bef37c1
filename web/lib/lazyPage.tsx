import { lazy, useState, type ComponentType } from 'react';
import { loadCatalog, type CatalogGroup } from './language';
import { reloadForMissingCode } from './missingCode';

/**
 * A page whose code loads on demand and that can be fetched ahead (`preload`). Once the code is
 * in, the page renders at once. React.lazy alone suspends on its first render even when the code
 * is already there, and React then holds the page back behind the Suspense fallback for up to
 * 300 ms (its anti-flicker throttle): on the dashboard that was most of the wait after the data.
 * A page's texts (`catalog`, lib/language.ts) load beside its code, in the language in use; code
 * that cannot be loaded reloads the page (lib/missingCode.ts).
 */
export function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>, catalog?: CatalogGroup) {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () => {
    loading ??= Promise.all([load(), catalog && loadCatalog(catalog)]).then(
      ([page]) => (loaded = page),
      (error: unknown) => {
        // Asked again later, it is fetched again: a preload may fail on a moment's bad network.
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  // Only a page about to be drawn reloads for its code: a preload in the background never does.
  const Suspending = lazy(() => preload().then((page) => ({ default: page }), reloadForMissingCode));

  function Page(props: P) {
    // Chosen once per mount: switching component types later would remount the page.
    const [Component] = useState<ComponentType<P>>(() => loaded ?? Suspending);
    return <Component {...props} />;
  }
  return { Page, preload };
}
