import { ChakraProvider } from '@chakra-ui/react';
import type { ComponentType, ReactNode } from 'react';
import { appSystem } from './index';

/**
 * Chakra's provider around a part that draws with Chakra's components: dialogs, menus, toasts,
 * forms, the dashboard. The shop's first screens are drawn by static stylesheets instead
 * (src/components/ui), so Chakra loads with the first such part, inside its lazy chunk
 * (docs/architecture.md, "Styles of the first load").
 */
export function ChakraScope({ children }: { children: ReactNode }) {
  return <ChakraProvider value={appSystem()}>{children}</ChakraProvider>;
}

/** `Component` inside its own ChakraScope: for the default export of a lazily loaded part. */
export function withChakra<Props extends object>(Component: ComponentType<Props>) {
  function InChakraScope(props: Props) {
    return (
      <ChakraScope>
        <Component {...props} />
      </ChakraScope>
    );
  }
  InChakraScope.displayName = `withChakra(${Component.displayName ?? Component.name})`;
  return InChakraScope;
}
