import { Center, Spinner } from '@chakra-ui/react';
import { lazy, Suspense, type ComponentType } from 'react';

/** A screen loaded on first use, so shoppers never download staff code. */
export function lazyScreen<Props extends object>(
  load: () => Promise<{ default: ComponentType<Props> }>,
) {
  const Screen = lazy(load);
  return function LazyScreen(props: Props) {
    return (
      <Suspense
        fallback={
          <Center py="20">
            <Spinner size="lg" aria-label="Loading" />
          </Center>
        }
      >
        <Screen {...props} />
      </Suspense>
    );
  };
}
