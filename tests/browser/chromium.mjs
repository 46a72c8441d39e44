// Finds the system Chromium, installing Debian's package when possible. The browser tests prefer
// Debian's headless shell: it runs the suite faster than the full browser in headless mode
// (docs/testing.md, "What `npm test` takes"). The benchmark measures in the full browser,
// as a shopper's.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const FULL_BROWSER = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
const TEST_BROWSER = [
  process.env.CHROME_PATH,
  '/usr/bin/chromium-headless-shell',
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
];

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

const firstPresent = (candidates) => candidates.find((path) => path && existsSync(path));

/** The browser tests' Chromium: CHROME_PATH, else the headless shell, else the full browser. */
export function findTestChromium() {
  return firstPresent(TEST_BROWSER);
}

/** The full browser (CHROME_PATH first); on Debian as root it installs `chromium` when missing. */
export function ensureChromium() {
  const found = firstPresent(FULL_BROWSER);
  if (found) return found;
  install(['chromium', 'fonts-liberation']);
  const installed = firstPresent(FULL_BROWSER);
  if (!installed)
    throw new Error('apt-get installed chromium, but no binary was found at /usr/bin/chromium.');
  return installed;
}

/**
 * The browser tests' Chromium. Without CHROME_PATH and the headless shell, it installs the
 * shell where it can; a full browser already there does if that fails (offline).
 */
export function ensureTestChromium() {
  if (process.env.CHROME_PATH || existsSync(TEST_BROWSER[1])) return findTestChromium();
  if (canInstall()) {
    try {
      install(['chromium-headless-shell', 'fonts-liberation']);
    } catch (error) {
      if (!firstPresent(FULL_BROWSER)) throw error;
      console.warn('The headless shell was not installed: the tests run in the full Chromium.');
    }
  }
  return findTestChromium() ?? ensureChromium();
}

const canInstall = () => process.getuid?.() === 0 && existsSync('/etc/debian_version');

function install(packages) {
  if (!canInstall()) {
    throw new Error(
      'Chromium was not found. Install it (Debian/Ubuntu: sudo apt-get install -y chromium ' +
        'chromium-headless-shell) or set CHROME_PATH to a Chromium or Chrome binary.',
    );
  }
  console.info(`Installing Debian's ${packages.join(', ')} with apt-get…`);
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '-qq', ...packages], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}
