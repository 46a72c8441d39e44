import { lazy, Suspense, useState, type ComponentType } from 'react';
import { LoadingState } from '../components/query-states';

/**
 * A screen loaded on first use, so shoppers never download staff code. `preload` starts the
 * download early (the browser fetches a module once, whoever requests it first).
 */
export function lazyScreen<Props extends object>(
  load: () => Promise<{ default: ComponentType<Props> }>,
) {
  let loaded: ComponentType<Props> | undefined;
  const preload = () =>
    load().then((module) => {
      loaded = module.default;
      return module;
    });
  const Suspending = lazy(preload);
  function LazyScreen(props: Props) {
    // Chosen once: switching later would mount the screen afresh. A screen loaded before it
    // first renders needs no Suspense boundary: a prerendered page then hydrates it with the
    // rest of the page, before any of its data can arrive (a boundary hydrates later).
    const [Loaded] = useState(() => loaded);
    if (Loaded) return <Loaded {...props} />;
    return (
      <Suspense fallback={<LoadingState>Loading...</LoadingState>}>
        <Suspending {...props} />
      </Suspense>
    );
  }
  LazyScreen.preload = preload;
  return LazyScreen;
}
