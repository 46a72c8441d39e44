import { scenarios } from '../scenarios';
import { createMockServer } from './app';
import { readServerOptions } from './options';

/** `npm run mock:server`: the mock backend over HTTP for curl, Pact verification and real mode. */
const options = readServerOptions(process.env);
// MOCK_SCENARIOS=a,b starts every session with scenarios on (unknown names stop the start, with
// the list).
const mock = createMockServer(options);
const url = await mock.listen();

const host = new URL(url).hostname;
console.info(`Mock API on ${url} (latency ${options.latencyMs} ms, ${options.seedProducts} products, access token ${options.accessTokenTtlSeconds} s)
  CORS with credentials for: ${options.corsOrigins.join(', ')} (MOCK_CORS_ORIGINS)
  Sessions: each test its own with the header X-Mock-Session: <name>, or for a browser GET ${url}/__mock/session/<name>?next=<page> (a cookie); none: the shared session
  Control (the caller's session): GET ${url}/__mock/state, GET|POST /__mock/snapshot, POST /__mock/reset, /__mock/scenario, /__mock/latency, /__mock/access-ttl, /__mock/api-wake, /__mock/seed, /__mock/provider-state, GET|POST /__mock/stubs, DELETE /__mock/stubs/<id>, GET|DELETE /__mock/requests
    (POST bodies as Content-Type: application/json; on localhost, 127.0.0.1, [::1] or MOCK_HOST; ${options.controlToken ? 'with Authorization: Bearer <MOCK_CONTROL_TOKEN>' : 'no token (MOCK_CONTROL_TOKEN)'})
  Scenarios (active: ${mock.scenarios.active().join(', ') || 'none'}): ${Object.keys(scenarios).join(', ')}
  App: VITE_API_MODE=real VITE_API_BASE_URL=${url} VITE_FIREBASE_STORAGE_BUCKET=webshop-demo.appspot.com VITE_FIREBASE_STORAGE_EMULATOR_HOST=${url.replace(/^http:\/\//, '')} npm start
  Sign-in is by cookies as in production (access_token, refresh_token, csrftoken: HttpOnly; Secure; SameSite=None),
  HttpOnly; SameSite=Lax for a page on plain http at this host name (Safari keeps no Secure cookie there).
  Open the app on http://${host}:5173 (the same host name as VITE_API_BASE_URL): cookies ignore ports, not host names.`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void mock.close().then(() => process.exit(0));
  });
}
