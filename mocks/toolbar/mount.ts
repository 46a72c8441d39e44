import {
  isToolbarOpen,
  rememberToolbarOpen,
  TOOLBAR_PANEL_ID,
  toolbarButtonLabel,
} from './open-state';
import type { ToolbarBackend } from './types';

const ROOT_ID = 'mock-toolbar-root';
/** Its distance from the viewport's corner, and the space kept free above it. */
const GAP_PX = 12;

/**
 * Puts QA's toolbar in a corner of its own. Closed, it is one plain button, drawn without React
 * or Chakra: a second React root with Chakra's global styles cost a phone a long main-thread task
 * right after the first screen (docs/performance.md, "Where the speed comes from"). The React panel
 * loads when the button is first pressed.
 */
export function mountMockToolbar(backend: ToolbarBackend): void {
  if (document.getElementById(ROOT_ID)) return;
  const root = document.createElement('div');
  root.id = ROOT_ID;
  Object.assign(root.style, {
    position: 'fixed',
    right: `${GAP_PX}px`,
    bottom: `${GAP_PX}px`,
    // Chakra's toast layer: above the app's dialogs, so QA can use it with one open.
    zIndex: '1700',
  });
  document.body.append(root);
  keepPageEndClearOf(root);
  leftOutOfPrint();

  const openPanel = async (focusToggle: boolean) => {
    const { renderToolbarPanel } = await import('./render-panel');
    renderToolbarPanel(root, backend, focusToggle);
  };
  if (isToolbarOpen()) {
    void openPanel(false);
    return;
  }
  const launcher = closedToolbarButton(backend.active().length);
  // A one-shot scenario that fired changes the count (the panel listens for itself).
  const stopListening = backend.onRetire((active) => paint(launcher, active.length));
  launcher.addEventListener('click', () => {
    stopListening();
    launcher.disabled = true;
    rememberToolbarOpen(true);
    void openPanel(true);
  });
  root.append(launcher);
}

/**
 * The page gets room below its end as tall as the toolbar (closed or open), so its last content
 * (the footer's last link, a summary) can always be scrolled clear of it.
 */
function keepPageEndClearOf(toolbar: HTMLElement): void {
  new ResizeObserver(() => {
    document.body.style.paddingBottom = `${toolbar.offsetHeight + 2 * GAP_PX}px`;
  }).observe(toolbar);
}

/** A printed page (a shopper's orders) is the shop's alone. */
function leftOutOfPrint(): void {
  const style = document.createElement('style');
  style.textContent = `@media print { #${ROOT_ID} { display: none; } }`;
  document.head.append(style);
}

/**
 * Looks like the panel's own toggle (Chakra's `xs` solid button, gray or orange), through the
 * CSS variables the app's Chakra provider already put on the page.
 */
function closedToolbarButton(activeScenarios: number): HTMLButtonElement {
  const button = document.createElement('button');
  button.type = 'button';
  button.setAttribute('aria-expanded', 'false');
  button.setAttribute('aria-controls', TOOLBAR_PANEL_ID);
  Object.assign(button.style, {
    display: 'block',
    height: '32px',
    padding: '0 10px',
    border: '0',
    borderRadius: '4px',
    fontFamily: 'var(--chakra-fonts-body, sans-serif)',
    fontSize: '12px',
    fontWeight: '500',
    opacity: '0.8',
    cursor: 'pointer',
  });
  paint(button, activeScenarios);
  return button;
}

/** The label and colour for the number of active scenarios. */
function paint(button: HTMLButtonElement, activeScenarios: number): void {
  button.textContent = toolbarButtonLabel(activeScenarios);
  const palette = activeScenarios ? 'orange' : 'gray';
  button.style.color = `var(--chakra-colors-${palette}-contrast, white)`;
  button.style.background = `var(--chakra-colors-${palette}-solid, #18181b)`;
}
