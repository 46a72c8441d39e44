// @vitest-environment jsdom
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build, type Plugin, type Rolldown } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import {
  HEADERS_FILE,
  NGINX_HEADERS_FILE,
  securityHeaderFiles,
} from '../../../../build-time/hosting/hosting-plugin';
import {
  contentSecurityPolicy,
  readHeadersFile,
} from '../../../../build-time/hosting/security-headers';

const roots: string[] = [];
afterAll(() => roots.forEach((root) => rmSync(root, { recursive: true, force: true })));

const INDEX = `<!doctype html><html><head><title>t</title></head><body><div id="root"></div>
<script type="module" src="./main.js"></script></body></html>`;

/** A second page, emitted as prerenderPages emits its pages, with inline scripts of its own. */
const extraPage: Plugin = {
  name: 'extra-page',
  enforce: 'post',
  generateBundle(_options, bundle) {
    const index = bundle['index.html'];
    if (index?.type === 'asset') {
      index.source = String(index.source).replace('</body>', '<script>var a = 1;</script></body>');
    }
    this.emitFile({
      type: 'asset',
      fileName: 'cart.html',
      source: `<html><body><script>
  window.b = "</scr" + "ipt>";
</script><script type="module" src="/x.js"></script><SCRIPT>c()</SCRIPT></body></html>`,
    });
  },
};

/** Builds a tiny app with the plugin after a page-writing one; every output file by name. */
async function buildFiles(scriptsOutsideBundle?: () => Iterable<string>) {
  const root = mkdtempSync(join(tmpdir(), 'webshop-headers-'));
  roots.push(root);
  writeFileSync(join(root, 'index.html'), INDEX);
  writeFileSync(join(root, 'main.js'), 'console.info(1);');
  const settings = { apiBaseUrl: 'https://api.example/', storageEmulatorHost: '' };
  const result = (await build({
    root,
    configFile: false,
    logLevel: 'silent',
    plugins: [extraPage, securityHeaderFiles(settings, scriptsOutsideBundle)],
    build: { write: false },
  })) as Rolldown.RolldownOutput;
  return Object.fromEntries(
    result.output.map((file) => [file.fileName, file.type === 'asset' ? String(file.source) : '']),
  );
}

const hashOf = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('the security headers a build writes', () => {
  it("hashes every inline script of every page into the CSP's script-src", async () => {
    const files = await buildFiles();
    const headers = new Map(readHeadersFile(files[HEADERS_FILE]));
    const policy = headers.get('Content-Security-Policy') ?? '';
    const scriptSrc = policy.split('; ').find((directive) => directive.startsWith('script-src '));
    const scripts = Object.keys(files)
      .filter((name) => name.endsWith('.html'))
      .flatMap((name) => [
        ...new DOMParser().parseFromString(files[name], 'text/html').querySelectorAll('script'),
      ])
      .filter((script) => !script.hasAttribute('src'));
    expect(scripts).toHaveLength(3);
    for (const script of scripts) expect(scriptSrc).toContain(hashOf(script.textContent ?? ''));
    expect(scriptSrc).not.toContain('unsafe-inline');
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toMatch(/connect-src [^;]*https:\/\/api\.example/);
    expect(headers.get('X-Content-Type-Options')).toBe('nosniff');

    // The nginx include carries the same headers.
    for (const [name, value] of headers) {
      expect(files[NGINX_HEADERS_FILE]).toContain(`add_header ${name} "${value}" always;`);
    }
  });

  it('hashes the inline scripts of the pages written outside the bundle too', async () => {
    const files = await buildFiles(() => ['onDisk()']);
    const policy = new Map(readHeadersFile(files[HEADERS_FILE])).get('Content-Security-Policy');
    expect(policy).toContain(hashOf('onDisk()'));
    expect(policy).toContain(hashOf('var a = 1;'));
  });

  it('caches the hashed files for good, and only them', async () => {
    const files = await buildFiles();
    expect(files[HEADERS_FILE]).toContain(
      '/assets/*\n  Cache-Control: public, max-age=31536000, immutable\n',
    );
    expect(new Map(readHeadersFile(files[HEADERS_FILE])).has('Cache-Control')).toBe(false);
  });
});

describe('contentSecurityPolicy', () => {
  it('lets the shop reach a Storage emulator and show its pictures', () => {
    const policy = contentSecurityPolicy(
      { apiBaseUrl: '', storageEmulatorHost: '127.0.0.1:9199' },
      [],
    );
    expect(policy).toMatch(
      /connect-src 'self' https:\/\/firebasestorage\.googleapis\.com http:\/\/127\.0\.0\.1:9199;/,
    );
    expect(policy).toMatch(/img-src 'self' https: data: blob: http:\/\/127\.0\.0\.1:9199;/);
    expect(policy).toContain("script-src 'self';");
  });
});
