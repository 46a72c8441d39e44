/**
 * The demo's backend runs in a service worker, which browsers allow only on a secure address
 * (https, or http on localhost). Elsewhere (http on a LAN address, say) the page says so, with
 * where to open it instead, and the demo's calls fail at once with the same words.
 */

/** Whether a service worker can run on this page. */
export function canRunServiceWorker(): boolean {
  return 'serviceWorker' in navigator && window.isSecureContext;
}

export function needsSecureAddress(): string {
  return (
    'This demo cannot run here: its built-in shop backend needs a secure address, and this one ' +
    'is plain http. Open the demo at its https address, or on the computer that serves it at ' +
    `http://localhost${location.port ? `:${location.port}` : ''}${location.pathname}.`
  );
}

/** A banner on the page's bottom edge, over everything, read out at once; it stays. */
export function showNeedsSecureAddress(): void {
  const banner = document.createElement('p');
  banner.setAttribute('role', 'alert');
  banner.textContent = needsSecureAddress();
  Object.assign(banner.style, {
    position: 'fixed',
    insetInline: '0',
    bottom: '0',
    zIndex: '2147483647',
    margin: '0',
    padding: '12px 16px',
    background: '#7a1f1f',
    color: '#ffffff',
    font: '16px/1.5 system-ui, sans-serif',
  });
  document.body.prepend(banner);
}
