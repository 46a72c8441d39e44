import {
  isToolbarOpen,
  rememberToolbarOpen,
  TOOLBAR_PANEL_ID,
  toolbarButtonLabel,
} from './open-state';
import type { ToolbarBackend } from './types';

const ROOT_ID = 'mock-toolbar-root';

/**
 * Puts QA's toolbar in a corner of its own. Closed, it is one plain button, drawn without React
 * or Chakra: a second React root with Chakra's global styles cost a phone about 300 ms of main
 * thread right after the first screen. The React panel loads when the button is first pressed.
 */
export function mountMockToolbar(backend: ToolbarBackend): void {
  if (document.getElementById(ROOT_ID)) return;
  const root = document.createElement('div');
  root.id = ROOT_ID;
  document.body.append(root);

  const openPanel = async (focusToggle: boolean) => {
    const { renderToolbarPanel } = await import('./render-panel');
    renderToolbarPanel(root, backend, focusToggle);
  };
  if (isToolbarOpen()) {
    void openPanel(false);
    return;
  }
  const launcher = closedToolbarButton(backend.active().length);
  launcher.addEventListener('click', () => {
    launcher.disabled = true;
    rememberToolbarOpen(true);
    void openPanel(true);
  });
  root.append(launcher);
}

/**
 * Looks like the panel's own toggle (Chakra's `xs` solid button, gray or orange), through the
 * CSS variables the app's Chakra provider already put on the page.
 */
function closedToolbarButton(activeScenarios: number): HTMLButtonElement {
  const button = document.createElement('button');
  button.type = 'button';
  button.textContent = toolbarButtonLabel(activeScenarios);
  button.setAttribute('aria-expanded', 'false');
  button.setAttribute('aria-controls', TOOLBAR_PANEL_ID);
  const palette = activeScenarios ? 'orange' : 'gray';
  Object.assign(button.style, {
    position: 'fixed',
    right: '12px',
    bottom: '12px',
    zIndex: '1400',
    height: '32px',
    padding: '0 10px',
    border: '0',
    borderRadius: '4px',
    fontFamily: 'var(--chakra-fonts-body, sans-serif)',
    fontSize: '12px',
    fontWeight: '500',
    color: `var(--chakra-colors-${palette}-contrast, white)`,
    background: `var(--chakra-colors-${palette}-solid, #18181b)`,
    opacity: '0.8',
    cursor: 'pointer',
  });
  return button;
}
