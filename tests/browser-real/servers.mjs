// Where the real-mode smoke runs: the preview of the real bundle and the HTTP mock server.
// tests/browser/run.mjs picks free ports and sets REAL_TEST_*; the defaults serve a direct run.

/** Ports, build dir, origins and the VITE_* settings the real bundle is built and previewed with. */
export function realModeSettings(environment = process.env) {
  const appPort = Number(environment.REAL_TEST_PORT || 4174);
  const apiPort = Number(environment.REAL_TEST_API_PORT || 9174);
  // Same host name for both: the session cookies ignore ports, not host names.
  const appOrigin = `http://127.0.0.1:${appPort}`;
  const apiOrigin = `http://127.0.0.1:${apiPort}`;
  return {
    appPort,
    apiPort,
    outDir: environment.REAL_TEST_OUT_DIR || 'dist-real',
    appOrigin,
    apiOrigin,
    viteEnv: {
      VITE_API_MODE: 'real',
      VITE_API_BASE_URL: apiOrigin,
      VITE_FIREBASE_STORAGE_BUCKET: 'webshop-demo.appspot.com',
      VITE_FIREBASE_STORAGE_EMULATOR_HOST: `127.0.0.1:${apiPort}`,
    },
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
