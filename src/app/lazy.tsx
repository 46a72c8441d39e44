import { lazy, Suspense, useState, type ComponentType } from 'react';
import { LoadingState } from '../components/query-states';

/**
 * A screen loaded on first use, so shoppers never download staff code. `preload` starts the
 * download early (the browser fetches a module once, whoever asks first); a screen preloaded
 * before it first renders renders at once, without suspending, so a prerendered page that
 * shows it hydrates in one pass.
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
    // Chosen once: switching types later would mount the screen afresh.
    const [Screen] = useState(() => loaded ?? Suspending);
    return (
      <Suspense fallback={<LoadingState>Loading...</LoadingState>}>
        <Screen {...props} />
      </Suspense>
    );
  }
  LazyScreen.preload = preload;
  return LazyScreen;
}
