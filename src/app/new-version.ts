/**
 * A tab opened before a deploy asks the host for code it no longer has. When a download fails
 * while online and the shop's page now names another entry script than this tab's, the tab
 * reloads into the new version, once for the version it left: a download that fails again shows
 * the screen's message with Retry (screen-load-failed.tsx), never a loop of reloads.
 */
const RELOADED_FROM = 'webshop:reloaded-from-version';

const entryScript = () =>
  document.querySelector<HTMLScriptElement>('script[type="module"][src]')?.getAttribute('src');

async function hostHasAnotherVersion(entry: string): Promise<boolean> {
  const response = await fetch('/', { cache: 'no-store' });
  const page = await response.text();
  return response.ok && page.includes('<script') && !page.includes(`src="${entry}"`);
}

function reloadedFrom(entry: string): boolean {
  try {
    if (sessionStorage.getItem(RELOADED_FROM) === entry) return true;
    sessionStorage.setItem(RELOADED_FROM, entry);
    return false;
  } catch {
    // No session storage (a private window's limits): no way to tell, so no reload.
    return true;
  }
}

async function reloadIfNewVersion(): Promise<void> {
  const entry = entryScript();
  if (!entry || !navigator.onLine) return;
  if (!(await hostHasAnotherVersion(entry).catch(() => false))) return;
  if (!reloadedFrom(entry)) window.location.reload();
}

/** Listens for Vite's word that a download of code failed (`vite:preloadError`). */
export function reloadOnceForNewVersion(): void {
  window.addEventListener('vite:preloadError', () => void reloadIfNewVersion());
}
