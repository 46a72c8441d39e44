// Where the real-mode smoke runs, as the shop is deployed: the real bundle, built for an API on
// its own origin, served by nginx (nginx.mjs) with the shipped config, which forwards /api/ to
// the HTTP mock server. The Storage emulator host is the mock server itself, on its own port.
// tests/browser/run.mjs picks free ports and sets REAL_TEST_*; the defaults serve a direct run.

/** Ports, directories, origins and the VITE_* settings the real bundle is built with. */
export function realModeSettings(environment = process.env) {
  const appPort = Number(environment.REAL_TEST_PORT || 4174);
  const apiPort = Number(environment.REAL_TEST_API_PORT || 9174);
  // 127.0.0.1 for both: Chromium keeps the Secure sign-in cookies there over plain http.
  const appOrigin = `http://127.0.0.1:${appPort}`;
  const apiOrigin = `http://127.0.0.1:${apiPort}`;
  const outDir = environment.REAL_TEST_OUT_DIR || 'dist-real';
  return {
    appPort,
    apiPort,
    outDir,
    /** nginx's rendered config, logs, pid and temp files. */
    nginxDir: `${outDir}-nginx`,
    appOrigin,
    apiOrigin,
    viteEnv: {
      VITE_API_MODE: 'real',
      // Same origin: the calls go to nginx, which forwards /api/ to the mock server.
      VITE_API_BASE_URL: '',
      VITE_FIREBASE_STORAGE_BUCKET: 'webshop-demo.appspot.com',
      VITE_FIREBASE_STORAGE_EMULATOR_HOST: `127.0.0.1:${apiPort}`,
      // The template's resizer: pictures stored in the emulator, at the width they are drawn.
      VITE_IMAGE_RESIZER: 'nginx',
    },
  };
}

/** The HTTP mock server's settings for the smoke: no latency, no scenario, the app's origin. */
export function mockServerEnv(settings) {
  return {
    MOCK_HOST: '127.0.0.1',
    MOCK_PORT: String(settings.apiPort),
    MOCK_LATENCY_MS: '0',
    MOCK_SCENARIOS: '',
    MOCK_CORS_ORIGINS: settings.appOrigin,
  };
}

/** Headers of a control call to the mock server: a JSON body, and MOCK_CONTROL_TOKEN when set. */
export function controlHeaders(environment = process.env) {
  const token = environment.MOCK_CONTROL_TOKEN?.trim();
  return {
    'Content-Type': 'application/json',
    ...(token && { Authorization: `Bearer ${token}` }),
  };
}
