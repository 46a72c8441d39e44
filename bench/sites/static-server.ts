import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, resolve } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import compression from 'compression';
import express, { type RequestHandler } from 'express';

const COMPRESSIBLE = new Set(['.js', '.css', '.svg', '.json', '.html']);
const HASHED_ASSET_CACHE = 'public, max-age=31536000, immutable';

/**
 * Writes `<file>.br` beside every compressible built asset, at brotli's best quality, as a
 * deployment does for a host that serves precompressed files: too slow to compress on the fly,
 * and smaller than gzip (docs/performance.md, "The bench").
 */
export function precompressAssets(outDir: string): void {
  const assets = join(outDir, 'assets');
  for (const name of readdirSync(assets)) {
    if (!COMPRESSIBLE.has(extname(name))) continue;
    const file = join(assets, name);
    const params = { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY };
    writeFileSync(`${file}.br`, brotliCompressSync(readFileSync(file), { params }));
  }
}

/** A hashed asset's precompressed brotli file, when the browser takes brotli. */
function precompressed(root: string): RequestHandler {
  return (request, response, next) => {
    const file = join(root, decodeURIComponent(request.path));
    const brotli = `${file}.br`;
    const hashed = file.startsWith(join(root, 'assets') + '/');
    if (!hashed || request.acceptsEncodings('br', 'identity') !== 'br' || !existsSync(brotli)) {
      next();
      return;
    }
    response.type(extname(file));
    response.setHeader('Content-Encoding', 'br');
    response.setHeader('Vary', 'Accept-Encoding');
    response.setHeader('Cache-Control', HASHED_ASSET_CACHE);
    response.sendFile(brotli, { cacheControl: false });
  };
}

export interface StaticSite {
  url: string;
  close(): Promise<void>;
}

/**
 * Serves a production build the way a static host or CDN does: hashed assets from their
 * precompressed brotli files (precompressAssets), anything else compressed on the fly (brotli
 * when the browser accepts it, else gzip); hashed assets cached for a year, anything else
 * revalidated; `/cart` from `cart.html` and `/product/*` from `product.html` (the prerendered
 * pages, as docs/deployment.md requires of a host), and every other path with index.html.
 */
export function serveStaticSite(outDir: string, port: number): Promise<StaticSite> {
  const root = resolve(outDir);
  const app = express();
  app.disable('x-powered-by');
  app.use(precompressed(root));
  app.use(compression());
  app.use(
    express.static(root, {
      index: false,
      extensions: ['html'],
      setHeaders: (response, path) => {
        const hashed = path.startsWith(join(root, 'assets') + '/');
        response.setHeader('Cache-Control', hashed ? HASHED_ASSET_CACHE : 'no-cache');
      },
    }),
  );
  app.use((request, response) => {
    response.setHeader('Cache-Control', 'no-cache');
    const product = request.path.startsWith('/product/') && existsSync(join(root, 'product.html'));
    response.sendFile(join(root, product ? 'product.html' : 'index.html'));
  });
  return new Promise((resolveSite, reject) => {
    const server: Server = app.listen(port, '127.0.0.1');
    server.once('error', reject);
    server.once('listening', () => {
      const { port: bound } = server.address() as AddressInfo;
      resolveSite({
        url: `http://127.0.0.1:${bound}`,
        close: () =>
          new Promise((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}
