import { lazy, Suspense, useCallback, useState, type ComponentType, type ReactNode } from 'react';
import { LoadingState } from '../components/query-states';
import { downloadCode, type CodeDownloadError } from '../lib/code-download';
import { ScreenLoadBoundary } from './screen-load-failed';

/** A browser that says it is back online may not carry requests yet: tried again after these. */
const BACK_ONLINE_WAITS_MS = [500, 1500, 3000];

/**
 * A screen loaded on first use, so shoppers never download staff code. `preload` starts the
 * download early (the browser fetches a module once, whoever requests it first). A download that
 * fails leaves the layout in place with a way to retry (screen-load-failed.tsx). A part of a
 * screen (its buttons) passes a `fallback` of its size for the wait.
 */
export function lazyScreen<Props extends object>(
  load: () => Promise<{ default: ComponentType<Props> }>,
  { fallback = <LoadingState>Loading...</LoadingState> }: { fallback?: ReactNode } = {},
) {
  let loaded: ComponentType<Props> | undefined;
  let stalled = false;
  const preload = () =>
    downloadCode(load)().then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: CodeDownloadError) => {
        stalled = error.stalled;
        throw error;
      },
    );
  // Firefox keeps a module that failed to download for as long as the page lives, and WebKit
  // a download that stalled: a Retry by hand that cannot succeed in this page, online, loads it
  // afresh (a screen that never showed holds nothing to lose). The retry the browser's coming
  // back online starts never does: its network may not carry a page yet.
  const reloadPage = () => {
    window.location.reload();
    return new Promise<never>(() => undefined);
  };
  const preloadByHand = () =>
    stalled && navigator.onLine
      ? reloadPage()
      : preload().catch((error: unknown) => {
          if (navigator.onLine) return reloadPage();
          throw error;
        });
  const preloadBackOnline = (waits = BACK_ONLINE_WAITS_MS): ReturnType<typeof preload> =>
    preload().catch((error: unknown) => {
      const [wait, ...later] = waits;
      if (wait === undefined || !navigator.onLine) throw error;
      return new Promise((next) => setTimeout(next, wait)).then(() => preloadBackOnline(later));
    });
  // React keeps a lazy component's failure for good: a retry needs a new one.
  let Suspending = lazy(preload);
  function LazyScreen(props: Props) {
    // Chosen once: switching later would mount the screen afresh. A screen loaded before it
    // first renders needs no Suspense boundary: a prerendered page then hydrates it with the
    // rest of the page, before any of its data can arrive (a boundary hydrates later).
    const [Loaded] = useState(() => loaded);
    const [attempt, setAttempt] = useState(0);
    const retry = useCallback((byHand: boolean) => {
      if (!loaded) Suspending = lazy(byHand ? preloadByHand : () => preloadBackOnline());
      setAttempt((count) => count + 1);
    }, []);
    if (Loaded) return <Loaded {...props} />;
    return (
      <ScreenLoadBoundary key={attempt} onRetry={retry}>
        <Suspense fallback={fallback}>
          <Suspending {...props} />
        </Suspense>
      </ScreenLoadBoundary>
    );
  }
  LazyScreen.preload = preload;
  return LazyScreen;
}
