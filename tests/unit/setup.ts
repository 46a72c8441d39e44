import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { clock } from '../../mocks/data/clock';
import { server } from '../../mocks/node';
import { seedDb } from '../../mocks/data/seed';
import { resetLatencies } from '../../mocks/latency';
import {
  DEFAULT_ACCESS_TOKEN_TTL_SECONDS,
  DEFAULT_API_WAKE_SECONDS,
  mockSettings,
} from '../../mocks/settings';
import { downloadTiming } from '../../src/lib/code-download';
import { wakeTiming } from '../../src/lib/server-waking';

mockSettings.latencyMs = 0;
// A read that meets a server still waking up tries again for a minute and a half in the app;
// here for a fraction of a second, with the same steps.
Object.assign(wakeTiming, {
  windowMs: 600,
  noticeAfterMs: 150,
  firstRetryMs: 20,
  longestRetryMs: 80,
});
// A lazy screen's first import here compiles its modules, which beside other work takes longer
// than a phone's download; the bound then only catches a hang.
downloadTiming.boundMs = 120_000;
// findBy…/waitFor wait for what the user would see; on a busy machine that takes longer than 1 s.
configure({ asyncUtilTimeout: 10_000 });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  resetLatencies();
  mockSettings.latencyMs = 0;
  seedDb();
  clock.reset();
  mockSettings.accessTokenTtlSeconds = DEFAULT_ACCESS_TOKEN_TTL_SECONDS;
  mockSettings.apiWakeSeconds = DEFAULT_API_WAKE_SECONDS;
});
afterEach(() => {
  cleanup();
  server.resetHandlers();
  server.events.removeAllListeners();
  // Node-environment tests (the HTTP mock server's) have no document.
  if (typeof document === 'undefined') return;
  // The files of a worker share one document (vitest.config.ts): a picture's preload a test
  // added to <head> goes with the test.
  document.head.querySelectorAll('link[rel="preload"]').forEach((link) => link.remove());
  document.cookie.split('; ').forEach((cookie) => {
    const name = cookie.split('=')[0];
    // With the attributes they were set with: a Secure cookie is removed only by a Secure one.
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/; Secure; SameSite=None`;
  });
});
afterAll(() => server.close());
