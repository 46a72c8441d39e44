// Firefox ESR and WebKitGTK from Debian's packages (Playwright's own builds of them cannot be
// downloaded here), with the tools their tests need: found where Debian puts them, and installed
// with apt-get when missing, as root on Debian, as the Chromium of the other browser tests is.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';

// openssl makes the certificate of the https site (sites.mjs).
const PACKAGES = ['firefox-esr', 'webkit2gtk-driver', 'xvfb', 'openssl', 'fonts-liberation'];

/** WebKitGTK's MiniBrowser sits in the multiarch library folder of the machine. */
function findMiniBrowser() {
  if (!existsSync('/usr/lib')) return undefined;
  return readdirSync('/usr/lib')
    .map((folder) => `/usr/lib/${folder}/webkit2gtk-4.1/MiniBrowser`)
    .find((path) => existsSync(path));
}

function find() {
  return {
    firefox: [process.env.FIREFOX_PATH, '/usr/bin/firefox-esr', '/usr/bin/firefox'].find(
      (path) => path && existsSync(path),
    ),
    webkitDriver: ['/usr/bin/WebKitWebDriver'].find((path) => existsSync(path)),
    miniBrowser: findMiniBrowser(),
    xvfbRun: ['/usr/bin/xvfb-run'].find((path) => existsSync(path)),
    openssl: ['/usr/bin/openssl'].find((path) => existsSync(path)),
  };
}

const missing = (binaries) =>
  Object.entries(binaries)
    .filter(([, path]) => !path)
    .map(([name]) => name);

/** Where each engine's binary is; every entry set once `ensureEngines` has run. */
export const ENGINE_BINARIES = find();

/**
 * The engines' binaries, installed first where they are missing (Debian, as root); throws with
 * what to install otherwise.
 */
export function ensureEngines() {
  if (missing(ENGINE_BINARIES).length === 0) return ENGINE_BINARIES;
  if (process.getuid?.() === 0 && existsSync('/etc/debian_version')) {
    console.info(`Installing Debian's ${PACKAGES.join(', ')} with apt-get…`);
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', '-qq', ...PACKAGES], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    Object.assign(ENGINE_BINARIES, find());
  }
  const absent = missing(ENGINE_BINARIES);
  if (absent.length > 0) {
    throw new Error(
      `Not found: ${absent.join(', ')}. Install Debian's ${PACKAGES.join(' ')} ` +
        '(sudo apt-get install -y …) or set FIREFOX_PATH.',
    );
  }
  return ENGINE_BINARIES;
}
