const OPEN_KEY = 'webshop-mock:toolbar-open';

export const TOOLBAR_PANEL_ID = 'mock-toolbar-panel';

/** Whether QA left the toolbar open in this browser session (it stays open across reloads). */
export function isToolbarOpen(): boolean {
  return sessionStorage.getItem(OPEN_KEY) === '1';
}

export function rememberToolbarOpen(open: boolean): void {
  sessionStorage.setItem(OPEN_KEY, open ? '1' : '0');
}

export function toolbarButtonLabel(activeScenarios: number): string {
  return activeScenarios ? `Mock (${activeScenarios})` : 'Mock';
}
