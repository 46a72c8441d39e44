import { describe, expect, it } from 'vitest';
import { readEnv } from '../../../../src/config/read-env';

describe('readEnv', () => {
  it('defaults to the mock backend with demo Firebase settings', () => {
    const env = readEnv({});
    expect(env.mode).toBe('mock');
    expect(env.apiBaseUrl).toBe('');
    expect(env.firebase.storageBucket).toBe('webshop-demo.appspot.com');
  });

  it('reads real mode with a base URL (trailing slash removed)', () => {
    const env = readEnv({
      VITE_API_MODE: 'real',
      VITE_API_BASE_URL: 'https://api.example.test/',
      VITE_FIREBASE_STORAGE_BUCKET: 'shop.appspot.com',
    });
    expect(env).toMatchObject({ mode: 'real', apiBaseUrl: 'https://api.example.test' });
  });

  it('rejects an unknown mode, a malformed URL and real mode without a bucket', () => {
    expect(() => readEnv({ VITE_API_MODE: 'fake' })).toThrow(/VITE_API_MODE/);
    expect(() => readEnv({ VITE_API_BASE_URL: 'api.example.test' })).toThrow(/VITE_API_BASE_URL/);
    expect(() => readEnv({ VITE_API_MODE: 'real' })).toThrow(/VITE_FIREBASE_STORAGE_BUCKET/);
  });

  it('reads the picture resizer: one of the hosts, or none', () => {
    expect(readEnv({}).imageResizer).toBeNull();
    expect(readEnv({ VITE_IMAGE_RESIZER: ' netlify ' }).imageResizer).toBe('netlify');
    for (const host of ['vercel', 'cloudflare', 'nginx']) {
      expect(readEnv({ VITE_IMAGE_RESIZER: host }).imageResizer).toBe(host);
    }
    expect(() => readEnv({ VITE_IMAGE_RESIZER: 'imgix' })).toThrow(
      'VITE_IMAGE_RESIZER must be netlify, vercel, cloudflare, nginx or empty, got "imgix".',
    );
  });
});
