import { ChakraProvider } from '@chakra-ui/react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { system } from '../../src/app/theme';
import { MockToolbar } from './MockToolbar';
import type { ToolbarBackend } from './types';

const ROOT_ID = 'mock-toolbar-root';

/** Renders the toolbar in a React root of its own, so src/ never knows about it. */
export function mountMockToolbar(backend: ToolbarBackend): void {
  if (document.getElementById(ROOT_ID)) return;
  const element = document.createElement('div');
  element.id = ROOT_ID;
  document.body.append(element);
  createRoot(element).render(
    <StrictMode>
      {/* The app's system: Chakra's defaultSystem would add ~400 KB to the demo's first load. */}
      <ChakraProvider value={system}>
        <MockToolbar backend={backend} />
      </ChakraProvider>
    </StrictMode>,
  );
}
