import type { AppEnv, RawEnv } from './read-env';

/** Where the build reads its snapshot of the API's catalogue from (build-time/snapshot/). */
export type SnapshotSource = { kind: 'api'; url: string } | { kind: 'mock-seed' };

/** Settings only the build reads: none of them reaches the browser's code. */
export interface BuildSettings {
  /** The site's own address (SITE_URL), for canonical addresses and the sitemap. */
  siteUrl?: string;
  /** None: the pages are drawn without the API's data, as loading states. */
  snapshot?: SnapshotSource;
  /**
   * At most so many products get a page of their own (PRERENDER_PRODUCT_PAGES_MAX), the first
   * the catalogue lists; the others are drawn in the browser from product.html. None: every one.
   */
  productPagesMax?: number;
}

const ABSOLUTE_URL = /^https?:\/\/[^/]+/;

function text(raw: RawEnv, key: string): string {
  const value = raw[key];
  return typeof value === 'string' ? value.trim() : '';
}

function absoluteUrl(raw: RawEnv, key: string): string {
  const value = text(raw, key).replace(/\/+$/, '');
  if (value && !ABSOLUTE_URL.test(value)) {
    throw new Error(`${key} must be an http(s) URL, got "${value}".`);
  }
  return value;
}

function wholeNumber(raw: RawEnv, key: string): number | undefined {
  const value = text(raw, key);
  if (!value) return undefined;
  if (!/^\d+$/.test(value) || !Number.isSafeInteger(Number(value))) {
    throw new Error(`${key} must be a whole number (0 or more), got "${value}".`);
  }
  return Number(value);
}

/**
 * SNAPSHOT_API_URL names the API the build reads the catalogue from; `off` reads none. Unset,
 * it is VITE_API_BASE_URL when that is an absolute URL (a same-origin build has to name it), and
 * the demo (mock mode) reads its own prebuilt seed.
 */
function snapshotSource(raw: RawEnv, app: AppEnv): SnapshotSource | undefined {
  if (text(raw, 'SNAPSHOT_API_URL') === 'off') return undefined;
  const named = absoluteUrl(raw, 'SNAPSHOT_API_URL');
  if (named) return { kind: 'api', url: named };
  if (app.mode === 'mock') return { kind: 'mock-seed' };
  if (app.apiBaseUrl) return { kind: 'api', url: app.apiBaseUrl };
  return undefined;
}

/**
 * The settings only the build reads, checked: a bad one fails the build at once.
 * PRERENDER_PRODUCT_PAGES_MAX keeps the build within a host's count of files (docs/deployment.md,
 * "Cloudflare Pages").
 */
export function readBuildSettings(raw: RawEnv, app: AppEnv): BuildSettings {
  return {
    siteUrl: absoluteUrl(raw, 'SITE_URL') || undefined,
    snapshot: snapshotSource(raw, app),
    productPagesMax: wholeNumber(raw, 'PRERENDER_PRODUCT_PAGES_MAX'),
  };
}
