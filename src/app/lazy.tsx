import { lazy, Suspense, type ComponentType } from 'react';
import { LoadingState } from '../components/query-states';

/**
 * A screen loaded on first use, so shoppers never download staff code. `preload` starts the
 * download early (the browser fetches a module once, whoever asks first).
 */
export function lazyScreen<Props extends object>(
  load: () => Promise<{ default: ComponentType<Props> }>,
) {
  const Screen = lazy(load);
  function LazyScreen(props: Props) {
    return (
      <Suspense fallback={<LoadingState>Loading...</LoadingState>}>
        <Screen {...props} />
      </Suspense>
    );
  }
  LazyScreen.preload = (): void => void load();
  return LazyScreen;
}
