// The three sites the engine journeys visit, served for one run:
// - the demo build over https, as it is deployed (a certificate made for the run, which the
//   browsers are told to accept);
// - the same build over plain http on 127.0.0.1, as `npm start` and `npm run preview` serve it;
// - the real-mode build through nginx in front of the HTTP mock server, as the smoke serves it.
// A phone's photo goes up one way in the demo (to its service worker) and another in real mode
// (to the mock server's bucket): staff upload one on the https demo and on the real-mode site.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { preview } from 'vite';
import { nginxCommand } from '../browser-real/nginx.mjs';
import { mockServerEnv } from '../browser-real/servers.mjs';
import { freePort } from '../browser/free-port.mjs';
import { ENGINE_BINARIES } from './browsers.mjs';

/** A self-signed certificate for 127.0.0.1 and localhost, made with openssl. */
function certificate() {
  const dir = mkdtempSync(join(tmpdir(), 'engine-tls-'));
  const [key, cert] = [join(dir, 'key.pem'), join(dir, 'cert.pem')];
  execFileSync(
    ENGINE_BINARIES.openssl,
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-keyout',
      key,
      '-out',
      cert,
    ].concat(['-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1,DNS:localhost']),
    { stdio: 'ignore' },
  );
  return { key, cert };
}

/** While a page carries this cookie, naming a chunk, its site drops that chunk's download. */
export const DROP_DOWNLOAD_COOKIE = 'engine-drop-download';

/** Drops the connection of a chunk the page's cookie names, as a phone's network drops one. */
const dropNamedDownloads = {
  name: 'engine-drop-named-downloads',
  configurePreviewServer(server) {
    server.middlewares.use((request, _response, next) => {
      const cookie = new RegExp(`(?:^|;\\s*)${DROP_DOWNLOAD_COOKIE}=([\\w-]+)`);
      const chunk = cookie.exec(request.headers.cookie ?? '')?.[1];
      if (chunk && request.url?.startsWith(`/assets/${chunk}-`)) request.socket.destroy();
      else next();
    });
  },
};

/** Serves `outDir` with the demo's headers (vite preview); https with a certificate. */
async function serveDemo(outDir, tls) {
  const port = await freePort();
  const server = await preview({
    mode: 'demo',
    logLevel: 'warn',
    plugins: [dropNamedDownloads],
    build: { outDir },
    preview: {
      host: '127.0.0.1',
      port,
      strictPort: true,
      ...(tls && { https: { key: readFileSync(tls.key), cert: readFileSync(tls.cert) } }),
    },
  });
  return { origin: `${tls ? 'https' : 'http'}://127.0.0.1:${port}`, stop: () => server.close() };
}

/** Starts a command; resolves once `url` answers, with a stop function. */
async function startServer(command, env, url) {
  const child = spawn(command, {
    shell: true,
    stdio: 'ignore',
    env: { ...process.env, ...env },
    detached: true,
  });
  const stop = () => {
    try {
      process.kill(-child.pid);
    } catch {
      // already gone
    }
  };
  for (const deadline = Date.now() + 60_000; ;) {
    try {
      if ((await fetch(url)).status < 500) return stop;
    } catch {
      if (Date.now() > deadline || child.exitCode !== null) {
        stop();
        throw new Error(`${command} did not answer at ${url}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

/**
 * Serves the three sites, calls `visit(sites)` and stops them. `real` is the smoke's settings
 * (tests/browser-real/servers.mjs): its build knows its ports, so nothing else may hold them.
 */
export async function withEngineSites(demoOutDir, real, visit) {
  const stops = [];
  try {
    const tls = certificate();
    const https = await serveDemo(demoOutDir, tls);
    stops.push(https.stop);
    const http = await serveDemo(demoOutDir);
    stops.push(http.stop);
    stops.push(
      await startServer(
        'npx tsx mocks/server/main.ts',
        mockServerEnv(real),
        `${real.apiOrigin}/__mock/state`,
      ),
    );
    // nginx.mjs writes its config for the REAL_TEST_* settings.
    const nginxEnv = {
      REAL_TEST_PORT: String(real.appPort),
      REAL_TEST_API_PORT: String(real.apiPort),
      REAL_TEST_OUT_DIR: real.outDir,
    };
    stops.push(await startServer(nginxCommand(real), nginxEnv, real.appOrigin));
    return await visit([
      { name: 'the demo over https', origin: https.origin, demo: true, phonePhoto: true },
      {
        name: 'the demo over http on 127.0.0.1',
        origin: http.origin,
        demo: true,
        phonePhoto: false,
      },
      { name: 'the real-mode build', origin: real.appOrigin, demo: false, phonePhoto: true },
    ]);
  } finally {
    for (const stop of stops.reverse()) await stop();
  }
}
