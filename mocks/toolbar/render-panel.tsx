import { ChakraProvider } from '@chakra-ui/react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { appSystem } from '../../src/theme';
import { MockToolbar } from './mock-toolbar';
import type { ToolbarBackend } from './types';

/** Renders the toolbar in a React root of its own, so src/ never knows about it. */
export function renderToolbarPanel(
  root: HTMLElement,
  backend: ToolbarBackend,
  focusToggle: boolean,
): void {
  root.replaceChildren();
  createRoot(root).render(
    <StrictMode>
      {/* The app's system: Chakra's defaultSystem would add its whole theme to the demo's first
          load (docs/performance.md, "Where the speed comes from"). */}
      <ChakraProvider value={appSystem()}>
        <MockToolbar backend={backend} focusToggle={focusToggle} />
      </ChakraProvider>
    </StrictMode>,
  );
}
