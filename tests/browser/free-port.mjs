import { createServer } from 'node:net';

const handedOut = new Set();

/**
 * A TCP port free on 127.0.0.1 right now, so several runs can share one machine; never one this
 * process was given already (the servers that take them start later).
 */
export async function freePort() {
  for (;;) {
    const port = await new Promise((resolve, reject) => {
      const server = createServer().once('error', reject);
      server.listen(0, '127.0.0.1', () => {
        const { port } = server.address();
        server.close(() => resolve(port));
      });
    });
    if (!handedOut.has(port)) {
      handedOut.add(port);
      return port;
    }
  }
}
