// npm run test:mock-sessions: the parallel suite against one HTTP mock server on a free port
// (several runs can share a machine); arguments go to Playwright (`--workers 8`, `--repeat-each 10`).
import { execFileSync } from 'node:child_process';
import { freePort } from '../browser/free-port.mjs';

process.env.MOCK_SESSIONS_PORT ||= String(await freePort());
try {
  execFileSync(
    'npx',
    [
      'playwright',
      'test',
      '--config',
      'playwright.mock-sessions.config.ts',
      ...process.argv.slice(2),
    ],
    { stdio: 'inherit' },
  );
} catch {
  process.exit(1);
}
