import type { AppEnv, RawEnv } from './read-env';

/** Where the build reads its snapshot of the API's catalogue from (build/snapshot/). */
export type SnapshotSource = { kind: 'api'; url: string } | { kind: 'mock-seed' };

/** Settings only the build reads: none of them reaches the browser's code. */
export interface BuildSettings {
  /** The site's own address (SITE_URL), for canonical addresses and the sitemap. */
  siteUrl?: string;
  /** None: the pages are drawn without the API's data, as loading states. */
  snapshot?: SnapshotSource;
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

/**
 * SNAPSHOT_API_URL names the API the build reads the catalogue from; `off` reads none. Unset,
 * it is VITE_API_BASE_URL when that is an absolute URL (a same-origin build has to name it), and
 * the demo (mock mode) reads its own prebuilt seed.
 */
export function readBuildSettings(raw: RawEnv, app: AppEnv): BuildSettings {
  const siteUrl = absoluteUrl(raw, 'SITE_URL') || undefined;
  if (text(raw, 'SNAPSHOT_API_URL') === 'off') return { siteUrl };
  const named = absoluteUrl(raw, 'SNAPSHOT_API_URL');
  if (named) return { siteUrl, snapshot: { kind: 'api', url: named } };
  if (app.mode === 'mock') return { siteUrl, snapshot: { kind: 'mock-seed' } };
  if (app.apiBaseUrl) return { siteUrl, snapshot: { kind: 'api', url: app.apiBaseUrl } };
  return { siteUrl };
}
