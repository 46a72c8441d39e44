// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import {
  build,
  type BuildEnvironmentOptions,
  type Plugin,
  type Rolldown,
  type UserConfigFnObject,
} from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { preloadMockBackend } from '../../../mocks/build-time/preload-plugin';
import viteConfig, { preconnectToApi } from '../../../vite.config';

const roots: string[] = [];
afterAll(() => roots.forEach((root) => rmSync(root, { recursive: true, force: true })));

/** Builds a small app from `files` in memory; its chunks (module ids relative) and index.html. */
async function buildApp(
  files: Record<string, string>,
  plugins: Plugin[],
  options: BuildEnvironmentOptions = {},
) {
  const root = mkdtempSync(join(tmpdir(), 'webshop-chunks-'));
  roots.push(root);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  const input = options.rolldownOptions?.input;
  const result = (await build({
    root,
    configFile: false,
    logLevel: 'silent',
    plugins,
    build: {
      ...options,
      write: false,
      rolldownOptions: {
        ...options.rolldownOptions,
        input:
          input && typeof input === 'object' && !Array.isArray(input)
            ? Object.fromEntries(
                Object.entries(input).map(([name, file]) => [name, join(root, file)]),
              )
            : undefined,
      },
    },
  })) as Rolldown.RolldownOutput;
  const chunks = result.output
    .filter((file) => file.type === 'chunk')
    .map((chunk) => ({ ...chunk, modules: chunk.moduleIds.map((id) => id.slice(root.length)) }));
  const html = result.output.find((file) => file.fileName === 'index.html');
  return { chunks, html: html?.type === 'asset' ? String(html.source) : '' };
}

describe('the build options the first load leans on', () => {
  it("vite.config.ts: the app's output puts every module loaded at once into one chunk", async () => {
    const config = (viteConfig as UserConfigFnObject)({ mode: 'demo', command: 'build' });
    const { chunks } = await buildApp(
      {
        'shared.ts': "export const shared = 'shared';\n",
        'main.ts':
          "import { shared } from './shared.ts';\nconsole.log(shared);\nvoid import('./lazy.ts');\n",
        'other.ts': "import { shared } from './shared.ts';\nconsole.log(shared);\n",
        'lazy.ts': "console.log('lazy');\n",
      },
      [],
      {
        modulePreload: false,
        rolldownOptions: {
          input: { main: 'main.ts', other: 'other.ts' },
          output: config.build?.rolldownOptions?.output,
        },
      },
    );
    // Without the option, shared.ts is a chunk of its own that both entries import.
    const holders = (path: string) => chunks.filter((chunk) => chunk.modules.includes(path));
    const [app] = holders('/shared.ts');
    expect(holders('/shared.ts')).toHaveLength(1);
    expect(holders('/main.ts')).toEqual([app]);
    expect(holders('/other.ts')).toEqual([app]);
    expect(holders('/lazy.ts')).not.toContain(app);
  });

  it("the mock's preload plugin puts the mock's chunks in index.html as modulepreloads", async () => {
    const { chunks, html } = await buildApp(
      {
        'index.html':
          '<!doctype html><html><body><script type="module" src="/main.ts"></script></body></html>',
        'main.ts': "console.log('app');\nvoid import('./mocks/browser/boot.ts');\n",
        'mocks/browser/boot.ts': "void import('./start.ts').then(({ start }) => start());\n",
        'mocks/browser/start.ts':
          "import { db } from '../data/db.ts';\nexport const start = () => console.log(db);\n",
        'mocks/data/db.ts': "export const db = 'db';\nconsole.log('db');\n",
      },
      [preloadMockBackend(true)],
    );
    const mockChunks = chunks.filter((chunk) =>
      chunk.modules.some((id) => id.startsWith('/mocks/')),
    );
    expect(mockChunks.length).toBeGreaterThanOrEqual(2);
    for (const chunk of mockChunks) {
      expect(html).toContain(`<link rel="modulepreload" crossorigin href="/${chunk.fileName}">`);
    }
  });

  it('vite.config.ts: index.html preconnects to an API on another origin, without and with cookies', async () => {
    const files = {
      'index.html':
        '<!doctype html><html><head></head><body><script type="module" src="/main.ts"></script></body></html>',
      'main.ts': "console.log('app');\n",
    };
    const { html } = await buildApp(files, [preconnectToApi('https://api.example.test/v1')]);
    expect(html).toContain(
      '<link rel="preconnect" href="https://api.example.test" crossorigin="anonymous">',
    );
    expect(html).toContain(
      '<link rel="preconnect" href="https://api.example.test" crossorigin="use-credentials">',
    );
    const sameOrigin = await buildApp(files, [preconnectToApi('')]);
    expect(sameOrigin.html).not.toContain('preconnect');
  });
});
