import { createHash } from 'node:crypto';

/**
 * The security headers every page of a build is served with: one list, written by the build
 * (hosting-plugin.ts) as `_headers` for Netlify and Cloudflare Pages and as an nginx include,
 * and sent by `vite preview`. Build-time code: it runs in Node, never in the shop.
 */

export interface HeaderSettings {
  /** VITE_API_BASE_URL in real mode: the API's origin when it is another one; empty = same origin. */
  apiBaseUrl: string;
  /** VITE_FIREBASE_STORAGE_EMULATOR_HOST (host:port, plain http); empty for Google's service. */
  storageEmulatorHost: string;
}

export type Header = readonly [name: string, value: string];

/** Firebase Storage: uploads and download-URL lookups (its pictures load through img-src https:). */
const FIREBASE_STORAGE = 'https://firebasestorage.googleapis.com';

/** `'sha256-…'` of an inline script's text, as a CSP source. */
export function scriptHash(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/** The text of every inline `<script>` that runs (one without `src`, no data block) of a page. */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const [, attributes, text] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const type = /\stype\s*=\s*"([^"]*)"/i.exec(` ${attributes}`)?.[1].trim().toLowerCase();
    // A data block (a page's JSON, schema.org data) is never run, so the policy needs no hash.
    const runs =
      !type || type === 'module' || /^(text|application)\/(javascript|ecmascript)$/.test(type);
    if (runs && !/\ssrc\s*=/i.test(` ${attributes}`)) scripts.push(text);
  }
  return scripts;
}

/**
 * The Content-Security-Policy: scripts only from the shop's origin and the inline scripts the
 * build wrote (by hash, never 'unsafe-inline'); styles inline too (Chakra's Emotion inserts them
 * at run time); pictures from any https host (staff store any picture URL), data: and blob:
 * (the demo's pictures); calls to the shop's origin, the API's when it has another, Firebase
 * Storage and its emulator; no frames, plugins, other bases or form targets.
 */
export function contentSecurityPolicy(settings: HeaderSettings, hashes: Iterable<string>): string {
  const apiOrigin = settings.apiBaseUrl ? new URL(settings.apiBaseUrl).origin : '';
  const emulator = settings.storageEmulatorHost ? `http://${settings.storageEmulatorHost}` : '';
  const sources = (...list: string[]) => [...new Set(list.filter(Boolean))].join(' ');
  const directives: Record<string, string> = {
    'default-src': "'self'",
    'script-src': sources("'self'", ...[...new Set(hashes)].sort()),
    'style-src': "'self' 'unsafe-inline'",
    'img-src': sources("'self'", 'https:', 'data:', 'blob:', apiOrigin, emulator),
    'font-src': "'self' data:",
    'connect-src': sources("'self'", apiOrigin, FIREBASE_STORAGE, emulator),
    'worker-src': "'self'",
    'manifest-src': "'self'",
    'object-src': "'none'",
    'base-uri': "'self'",
    'form-action': "'self'",
    'frame-ancestors': "'none'",
  };
  return Object.entries(directives)
    .map(([name, value]) => `${name} ${value}`)
    .join('; ');
}

/** Every header the shop's pages are served with. */
export function securityHeaders(settings: HeaderSettings, hashes: Iterable<string>): Header[] {
  return [
    ['Content-Security-Policy', contentSecurityPolicy(settings, hashes)],
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    // frame-ancestors 'none' for browsers that predate it.
    ['X-Frame-Options', 'DENY'],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
  ];
}

const GENERATED = 'Written by the build (build-time/hosting/): regenerate, never edit.';

/**
 * Files named by their content (Vite's assets, the product pages' stylesheet) never change, so
 * they are cached for good, as deploy/nginx/ caches them: a product page's stylesheet is then
 * one request per visitor, not per page.
 */
const HASHED_FILES_CACHE = 'public, max-age=31536000, immutable';

/** `_headers` (Netlify, Cloudflare Pages): the headers on every address; hashed files' cache. */
export function headersFile(headers: readonly Header[]): string {
  return [
    `# ${GENERATED}`,
    '/*',
    ...headers.map(([name, value]) => `  ${name}: ${value}`),
    '/assets/*',
    `  Cache-Control: ${HASHED_FILES_CACHE}`,
    '',
  ].join('\n');
}

/** The same headers for nginx, `include`d by deploy/nginx/webshop.conf.template. */
export function nginxHeadersFile(headers: readonly Header[]): string {
  const lines = headers.map(([name, value]) => {
    if (/["\\$]/.test(value)) throw new Error(`${name}: nginx would not read "${value}" as is.`);
    return `add_header ${name} "${value}" always;`;
  });
  return [`# ${GENERATED}`, ...lines, ''].join('\n');
}

/** The headers of `_headers`'s `/*` rule (what `vite preview` sends). */
export function readHeadersFile(text: string): Header[] {
  const headers: Header[] = [];
  let inAllRule = false;
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trimStart().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      inAllRule = line.trim() === '/*';
      continue;
    }
    const colon = line.indexOf(':');
    if (inAllRule && colon > 0)
      headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
  }
  return headers;
}
