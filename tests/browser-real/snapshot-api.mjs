// The real-mode build reads its snapshot of the API (SNAPSHOT_API_URL) from the HTTP mock server,
// started for the build on the port the smoke's own mock server takes next: the snapshot's
// picture addresses are the smoke's. The seed is fixed, so both servers hold the same data.
import { spawn } from 'node:child_process';

async function answers(url) {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

/** Runs `build` (synchronous) with the mock server listening at `origin`, then stops it. */
export async function withSnapshotApi({ apiPort, apiOrigin }, build) {
  // Node itself with tsx's loader: one process, which a signal stops with its port.
  const server = spawn(process.execPath, ['--import', 'tsx', 'mocks/server/main.ts'], {
    env: {
      ...process.env,
      MOCK_HOST: '127.0.0.1',
      MOCK_PORT: String(apiPort),
      MOCK_LATENCY_MS: '0',
      MOCK_SCENARIOS: '',
    },
    stdio: 'ignore',
  });
  const stopped = new Promise((resolve) => server.once('exit', resolve));
  try {
    const deadline = Date.now() + 60_000;
    while (!(await answers(`${apiOrigin}/__mock/state`))) {
      if (Date.now() > deadline || server.exitCode !== null) {
        throw new Error(`The snapshot's mock server did not start on ${apiOrigin}.`);
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    return build(apiOrigin);
  } finally {
    server.kill('SIGTERM');
    await stopped;
  }
}
