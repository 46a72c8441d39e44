// Finds the system Chromium for the browser tests, installing Debian's package when possible.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CANDIDATES = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export function findChromium() {
  return CANDIDATES.find((path) => path && existsSync(path));
}

/** The Chromium to drive; on Debian as root it installs the `chromium` package when missing. */
export function ensureChromium() {
  const found = findChromium();
  if (found) return found;
  const canInstall = process.getuid?.() === 0 && existsSync('/etc/debian_version');
  if (!canInstall) {
    throw new Error(
      'Chromium was not found. Install it (Debian/Ubuntu: sudo apt-get install -y chromium) ' +
        'or set CHROME_PATH to a Chromium or Chrome binary.',
    );
  }
  console.info('Chromium is missing: installing Debian package "chromium" with apt-get…');
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium', 'fonts-liberation'], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  const installed = findChromium();
  if (!installed)
    throw new Error('apt-get installed chromium, but no binary was found at /usr/bin/chromium.');
  return installed;
}
