// Opens `/` of a real-mode build in Chromium, against the HTTP mock server, and lists the
// JavaScript files it fetched until the grid shows and the network has been quiet for a while.
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import { chromium } from 'playwright-core';
import { createMockServer } from '../mocks/server/app';
import { CHROMIUM_ARGS, ensureTestChromium } from '../tests/browser/chromium.mjs';

const QUIET_MS = 1500;
const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
};

/** A static server for a single-page build: unknown paths get index.html. */
function serveBuild(outDir: string): Promise<{ server: Server; url: string }> {
  const server = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname));
    let file = join(outDir, path);
    if (!existsSync(file) || statSync(file).isDirectory()) file = join(outDir, 'index.html');
    response.writeHead(200, { 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(response);
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({ server, url: `http://127.0.0.1:${port}` });
    });
  });
}

/** The build must have been made with VITE_API_BASE_URL=http://127.0.0.1:<apiPort>. */
export async function homeScriptsInBrowser(outDir: string, apiPort: number): Promise<string[]> {
  const site = await serveBuild(outDir);
  const api = createMockServer({
    host: '127.0.0.1',
    port: apiPort,
    latencyMs: 0,
    seedProducts: 40,
    corsOrigins: [site.url],
  });
  await api.listen();
  const browser = await chromium.launch({
    executablePath: ensureTestChromium(),
    args: CHROMIUM_ARGS,
  });
  try {
    const page = await browser.newPage();
    const scripts: string[] = [];
    let lastScriptAt = Date.now();
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (!pathname.endsWith('.js')) return;
      scripts.push(pathname.split('/').pop()!);
      lastScriptAt = Date.now();
    });
    await page.goto(site.url);
    await page.getByText('BAM:').first().waitFor({ timeout: 30_000 });
    while (Date.now() - lastScriptAt < QUIET_MS) await page.waitForTimeout(250);
    return scripts;
  } finally {
    await browser.close();
    await api.close();
    site.server.close();
  }
}
