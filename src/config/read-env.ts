import { PICTURE_RESIZERS, type PictureResizer } from './pictures';

/** Validates the app's configuration; pure, so the build can check it too (vite.config.ts). */
export type ApiMode = 'mock' | 'real';

export interface FirebaseSettings {
  apiKey: string;
  authDomain: string;
  projectId: string;
  storageBucket: string;
  appId: string;
  /** host:port of a Storage emulator (or the HTTP mock server); empty for the real service */
  storageEmulatorHost: string;
}

export interface AppEnv {
  mode: ApiMode;
  apiBaseUrl: string;
  basePath: string;
  firebase: FirebaseSettings;
  /** The host's picture resizer the pictures are asked through; null: pictures fetched whole. */
  imageResizer: PictureResizer | null;
  /** The year the bundle was built (its prerendered pages show it); this year where unset. */
  buildYear: number;
}

export type RawEnv = Record<string, string | boolean | undefined>;

const DEMO_BUCKET = 'webshop-demo.appspot.com';

function text(raw: RawEnv, key: string, fallback = ''): string {
  const value = raw[key];
  return typeof value === 'string' ? value.trim() : fallback;
}

export function readEnv(raw: RawEnv): AppEnv {
  const mode = text(raw, 'VITE_API_MODE', 'mock') || 'mock';
  if (mode !== 'mock' && mode !== 'real') {
    throw new Error(`VITE_API_MODE must be "mock" or "real", got "${mode}".`);
  }
  const apiBaseUrl = text(raw, 'VITE_API_BASE_URL').replace(/\/+$/, '');
  if (apiBaseUrl && !/^https?:\/\/[^/]+/.test(apiBaseUrl)) {
    throw new Error(`VITE_API_BASE_URL must be an http(s) URL or empty, got "${apiBaseUrl}".`);
  }
  const storageBucket =
    text(raw, 'VITE_FIREBASE_STORAGE_BUCKET') || (mode === 'mock' ? DEMO_BUCKET : '');
  if (!storageBucket) {
    throw new Error('VITE_FIREBASE_STORAGE_BUCKET is required when VITE_API_MODE is "real".');
  }
  const imageResizer = text(raw, 'VITE_IMAGE_RESIZER');
  if (imageResizer && !(PICTURE_RESIZERS as readonly string[]).includes(imageResizer)) {
    throw new Error(
      `VITE_IMAGE_RESIZER must be ${PICTURE_RESIZERS.join(', ')} or empty, got "${imageResizer}".`,
    );
  }
  return {
    mode,
    apiBaseUrl,
    basePath: text(raw, 'BASE_URL', '/') || '/',
    firebase: {
      apiKey: text(raw, 'VITE_FIREBASE_API_KEY') || (mode === 'mock' ? 'demo-api-key' : ''),
      authDomain: text(raw, 'VITE_FIREBASE_AUTH_DOMAIN'),
      projectId: text(raw, 'VITE_FIREBASE_PROJECT_ID') || (mode === 'mock' ? 'webshop-demo' : ''),
      storageBucket,
      appId: text(raw, 'VITE_FIREBASE_APP_ID'),
      storageEmulatorHost: text(raw, 'VITE_FIREBASE_STORAGE_EMULATOR_HOST'),
    },
    imageResizer: (imageResizer as PictureResizer) || null,
    buildYear: Number(text(raw, 'VITE_BUILD_YEAR')) || new Date().getFullYear(),
  };
}
