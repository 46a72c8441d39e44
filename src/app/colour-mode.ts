/**
 * The shop's colours: dark or light as the device asks (`prefers-color-scheme`), unless the
 * visitor chose otherwise with the top bar's switch, a choice kept on this device. Chakra's
 * tokens and the shop's stylesheets read the `dark` class on `<html>`.
 *
 * The build writes `followColourMode` into each page's `<head>` as an inline script
 * (build-time/plugins/colour-mode-in-head.ts), so a prerendered page paints in its colours from
 * the first frame. It must stay self-contained: its source is copied as it is.
 */
export function followColourMode(): void {
  const key = 'webshop-colour-mode';
  const deviceDark = window.matchMedia?.('(prefers-color-scheme: dark)');
  const apply = () => {
    let chosen: string | null = null;
    try {
      chosen = localStorage.getItem(key);
    } catch {
      // Storage refused (a private window's settings): the device's colours.
    }
    const dark = chosen === 'dark' || (chosen !== 'light' && Boolean(deviceDark?.matches));
    document.documentElement.classList.toggle('dark', dark);
    document.documentElement.style.colorScheme = dark ? 'dark' : 'light';
  };
  apply();
  deviceDark?.addEventListener('change', apply);
  // A choice made in another tab.
  window.addEventListener('storage', (event) => {
    if (event.key === key || event.key === null) apply();
  });
  // The switch's choice, in this tab.
  window.addEventListener('webshop-colour-mode', apply);
}

export const COLOUR_MODE_KEY = 'webshop-colour-mode';

/** Whether the page shows dark colours now. */
export const isDark = () => document.documentElement.classList.contains('dark');

const deviceIsDark = () => Boolean(window.matchMedia?.('(prefers-color-scheme: dark)').matches);

/**
 * Shows dark or light colours from now on, on this device: a choice the same as the device's
 * own is forgotten, so the shop follows the device again.
 */
export function chooseColourMode(dark: boolean): void {
  try {
    if (dark === deviceIsDark()) localStorage.removeItem(COLOUR_MODE_KEY);
    else localStorage.setItem(COLOUR_MODE_KEY, dark ? 'dark' : 'light');
  } catch {
    // Not kept: shown in this page only.
    document.documentElement.classList.toggle('dark', dark);
    document.documentElement.style.colorScheme = dark ? 'dark' : 'light';
    return;
  }
  window.dispatchEvent(new Event(COLOUR_MODE_KEY));
}
