import { spawn } from 'node:child_process';
import { join, resolve } from 'node:path';
import { findNginx, writeNginxConfig } from '../../tests/browser-real/nginx.mjs';
import { realModeSettings } from '../../tests/browser-real/servers.mjs';
import { viteBuild, type BenchApi, type BenchBuild, type CatalogueSeed, type Site } from './builds';
import { startMockServer, type Service } from './processes';

/**
 * Where the pictures are stored, as nginx's resizer sees it: one origin that serves the bench's
 * photos under their folders (proxied from the photo site) and answers everything else from the
 * mock server, whose drawings then load from that origin too.
 */
function storageServer(port: number, mockPort: number, photos: string[]): string {
  const folders = new Set(photos.map((url) => new URL(url).pathname.split('/')[1]));
  const photoOrigin = photos.length ? new URL(photos[0]).origin : '';
  return [
    'server {',
    `  listen 127.0.0.1:${port};`,
    ...[...folders].map((folder) => `  location /${folder}/ { proxy_pass ${photoOrigin}; }`),
    `  location / { proxy_pass http://127.0.0.1:${mockPort}; proxy_set_header Host $http_host; }`,
    '}',
  ].join('\n');
}

/** nginx in front, with the directory writeNginxConfig wrote; up once it answers `url`. */
async function startNginx(dir: string, url: string): Promise<Service> {
  const child = spawn(
    findNginx() ?? 'nginx',
    ['-e', 'stderr', '-p', dir, '-c', join(dir, 'nginx.conf'), '-g', 'daemon off;'],
    { stdio: ['ignore', 'inherit', 'inherit'] },
  );
  const stop = () =>
    new Promise<void>((done) => {
      if (child.exitCode !== null) return done();
      child.once('exit', () => done());
      child.kill('SIGTERM');
    });
  for (let tries = 0; tries < 100; tries += 1) {
    if (child.exitCode !== null) throw new Error(`nginx exited with ${child.exitCode}.`);
    if (
      await fetch(url).then(
        (response) => response.ok,
        () => false,
      )
    ) {
      return { process: child, stop };
    }
    await new Promise((wait) => setTimeout(wait, 100));
  }
  await stop();
  throw new Error(`nginx did not answer ${url}.`);
}

/**
 * The production bundle as an nginx host serves it with pictures at the width they are drawn:
 * built with VITE_IMAGE_RESIZER=nginx for an API on its own origin, behind the shipped template
 * (deploy/nginx/: the API, the resizer and its cache), the bench's mock server as the API and the
 * storage beside it (storageServer). Needs the bench's mock server (not BENCH_API_URL) and nginx
 * with its image filter and njs modules. The storage listens on `storagePort`. Each catalogue
 * served is built into the pages (the build's snapshot of the API), as deployed.
 */
export function nginxBuild(
  outDir: string,
  port: number,
  storagePort: number,
  api: BenchApi,
): BenchBuild {
  const storage = `http://127.0.0.1:${storagePort}`;
  const buildWith = (snapshot: Record<string, string>) =>
    viteBuild(outDir, {
      ...realModeSettings().viteEnv,
      VITE_IMAGE_RESIZER: 'nginx',
      VITE_FIREBASE_STORAGE_EMULATOR_HOST: new URL(storage).host,
      ...snapshot,
    });
  return {
    name: 'nginx',
    outDir,
    shop: true,
    // Without a snapshot: the files nginx starts with; serve builds again with its catalogue's.
    build: () => buildWith({ SNAPSHOT_API_URL: 'off' }),
    async serve<T>(
      measure: (site: Site) => Promise<T>,
      { products, pictures = [] }: CatalogueSeed = {},
    ) {
      const { mockPort } = api;
      if (mockPort === undefined) throw new Error('The nginx build needs the bench mock server.');
      const appOrigin = `http://127.0.0.1:${port}`;
      const settings = {
        ...realModeSettings({ REAL_TEST_PORT: String(port), REAL_TEST_OUT_DIR: resolve(outDir) }),
        apiOrigin: storage,
        pictureOrigin: storage,
      };
      const stored = pictures.map((url) => storage + new URL(url).pathname);
      const mock = await startMockServer(mockPort, {
        MOCK_CORS_ORIGINS: appOrigin,
        ...(products !== undefined && { MOCK_SEED_PRODUCTS: String(products) }),
        ...(stored.length && { MOCK_SEED_PICTURES: stored.join(',') }),
      });
      try {
        const config = () =>
          writeNginxConfig(settings, storageServer(storagePort, mockPort, pictures));
        // The pages carry the snapshot of the catalogue served, as an nginx host's hourly build
        // does: read through the storage's origin, where the mock's drawings then are.
        const reading = await startNginx(config(), appOrigin);
        try {
          buildWith({ SNAPSHOT_API_URL: storage, SITE_URL: appOrigin });
        } finally {
          await reading.stop();
        }
        // Started again: the new build's headers hold its pages' script hashes.
        const nginx = await startNginx(config(), appOrigin);
        try {
          return await measure({
            pageUrl: (path) => `${appOrigin}${path}`,
            apiUrl: (path) => `${appOrigin}${path}`,
          });
        } finally {
          await nginx.stop();
        }
      } finally {
        await mock.stop();
      }
    },
  };
}
