import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import {
  headersFile,
  inlineScripts,
  nginxHeadersFile,
  readHeadersFile,
  scriptHash,
  securityHeaders,
  type HeaderSettings,
} from './security-headers.ts';

/** Netlify's and Cloudflare Pages' headers file, at the root of the build. */
export const HEADERS_FILE = '_headers';
/** The nginx include of the same headers (deploy/nginx/webshop.conf.template reads it). */
export const NGINX_HEADERS_FILE = '_headers.nginx.conf';

/**
 * Writes the security headers next to the built pages, once every page is written (after
 * prerenderPages, so its inline scripts are there to hash: the bundle's pages', and
 * `scriptsOutsideBundle`, those of the pages it wrote straight to disk), and has `vite preview`
 * send them, so the browser tests run under the policy a host sends.
 */
export function securityHeaderFiles(
  settings: HeaderSettings,
  scriptsOutsideBundle: () => Iterable<string> = () => [],
): Plugin {
  return {
    name: 'webshop-security-headers',
    enforce: 'post',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const hashes = Object.values(bundle)
          .filter((output) => output.type === 'asset' && output.fileName.endsWith('.html'))
          .flatMap((page) => inlineScripts(String(page.type === 'asset' ? page.source : '')))
          .concat([...scriptsOutsideBundle()])
          .map(scriptHash);
        const headers = securityHeaders(settings, hashes);
        this.emitFile({ type: 'asset', fileName: HEADERS_FILE, source: headersFile(headers) });
        this.emitFile({
          type: 'asset',
          fileName: NGINX_HEADERS_FILE,
          source: nginxHeadersFile(headers),
        });
      },
    },
    configurePreviewServer(server) {
      const file = resolve(server.config.root, server.config.build.outDir, HEADERS_FILE);
      // A build from before this plugin has no file: it is served without them.
      const headers = existsSync(file) ? readHeadersFile(readFileSync(file, 'utf8')) : [];
      server.middlewares.use((_request, response, next) => {
        for (const [name, value] of headers) response.setHeader(name, value);
        next();
      });
    },
  };
}
