import { spawn, type ChildProcess } from 'node:child_process';

/** A child process that is up once `ready` matches its output. */
export interface Service {
  process: ChildProcess;
  stop(): Promise<void>;
}

export function startService(command: string, args: string[], ready: RegExp, env = {}) {
  const child = spawn(command, args, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      // The whole group: npx starts the real server as a grandchild.
      process.kill(-child.pid!, 'SIGTERM');
    });
  return new Promise<Service>((resolve, reject) => {
    let output = '';
    const timer = setTimeout(
      () => reject(new Error(`${command} did not start:\n${output}`)),
      60_000,
    );
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (ready.test(output)) {
        clearTimeout(timer);
        resolve({ process: child, stop });
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${command} exited with ${code}:\n${output}`));
    });
  });
}

/** Serves a demo build on 127.0.0.1 with vite preview. */
export function startPreview(outDir: string, port: number) {
  return startService(
    'npx',
    [
      'vite',
      'preview',
      '--mode',
      'demo',
      '--outDir',
      outDir,
      '--host',
      '127.0.0.1',
      '--port',
      String(port),
      '--strictPort',
    ],
    /Local:/,
  );
}

/**
 * `npm run mock:server` on 127.0.0.1 with no latency of its own; `env` adds its other settings
 * (MOCK_SEED_PRODUCTS, MOCK_CORS_ORIGINS).
 */
export function startMockServer(port: number, env: Record<string, string> = {}) {
  return startService('npx', ['tsx', 'mocks/server/main.ts'], /Mock API on/, {
    MOCK_HOST: '127.0.0.1',
    MOCK_PORT: String(port),
    MOCK_LATENCY_MS: '0',
    ...env,
  });
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}
