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
import {
  compileHint,
  featureIndexesWithoutSideEffects,
  firstLoadChunkGroups,
  preloadFirstLoadChunks,
} from '../../../../build-time/plugins/first-load-chunks';
import { preconnectToApi } from '../../../../build-time/plugins/preconnect-to-api';
import { preloadMockBackend } from '../../../../mocks/build-time/preload-plugin';
import viteConfig from '../../../../vite.config';

const roots: string[] = [];

/** The chunks a built page lists for its entry to preload once it has painted. */
function afterPaintChunks(html: string): string[] {
  const lists = [
    ...html.matchAll(/<script type="application\/json" data-chunks-after-paint>([^<]*)<\/script>/g),
  ];
  return lists.flatMap(([, json]) => JSON.parse(json) as string[]);
}
afterAll(() => roots.forEach((root) => rmSync(root, { recursive: true, force: true })));

/** Builds a small app from `files` in memory; its chunks (module ids relative) and index.html. */
async function buildApp(
  files: Record<string, string>,
  plugins: Plugin[],
  optionsFor: BuildEnvironmentOptions | ((root: string) => BuildEnvironmentOptions) = {},
) {
  const root = mkdtempSync(join(tmpdir(), 'webshop-chunks-'));
  roots.push(root);
  const options = typeof optionsFor === 'function' ? optionsFor(root) : optionsFor;
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

/** A small app shaped like the shop's first load: main.ts imports the three parts in turn. */
const FIRST_LOAD_APP = {
  'index.html':
    '<!doctype html><html><head></head><body><script type="module" src="/main.ts"></script></body></html>',
  'node_modules/react/package.json': '{ "name": "react", "main": "index.js" }',
  'node_modules/react/index.js': "export const react = 'react';\n",
  'node_modules/react-dom/package.json': '{ "name": "react-dom", "main": "index.js" }',
  'node_modules/react-dom/index.js':
    "import { react } from 'react';\nexport const dom = `${react}-dom`;\n",
  'node_modules/lib/package.json': '{ "name": "lib", "main": "index.js" }',
  'node_modules/lib/index.js':
    "import { react } from 'react';\nexport const lib = `lib of ${react}`;\n",
  'main.ts':
    "void import('react-dom').then(() => import('lib')).then(() => import('./start.ts'));\n",
  'start.ts':
    "import { dom } from 'react-dom';\nimport { lib } from 'lib';\nimport { shared } from './shared.ts';\nconsole.log(dom, lib, shared);\nvoid import('./lazy.ts');\n",
  'shared.ts': "export const shared = 'shared';\n",
  'lazy.ts':
    "import { shared } from './shared.ts';\nimport { lib } from 'lib';\nconsole.log('lazy', shared, lib);\n",
};

describe('the build options the first load leans on', () => {
  it('vite.config.ts: the first load comes in three chunks, React, the libraries and the app, which lazy screens share', async () => {
    const config = (viteConfig as UserConfigFnObject)({ mode: 'demo', command: 'build' });
    const output = config.build?.rolldownOptions?.output as Rolldown.OutputOptions;
    const configured = (output.codeSplitting as { groups: Rolldown.CodeSplittingGroup[] }).groups;
    // The config's groups are firstLoadChunkGroups' (React, libraries, app), tested below.
    expect(configured.map((group) => group.priority)).toEqual(
      firstLoadChunkGroups().map((group) => group.priority),
    );
    const { chunks, html } = await buildApp(FIRST_LOAD_APP, [preloadFirstLoadChunks()], (root) => ({
      rolldownOptions: {
        output: {
          codeSplitting: { groups: firstLoadChunkGroups(join(root, 'start.ts')) },
          postBanner: compileHint,
        },
      },
    }));
    const holder = (path: string) => chunks.filter((chunk) => chunk.modules.includes(path));
    const [react] = holder('/node_modules/react-dom/index.js');
    const [libraries] = holder('/node_modules/lib/index.js');
    const [app] = holder('/start.ts');
    expect(react.name).toBe('react');
    expect(holder('/node_modules/react/index.js')).toEqual([react]);
    expect(libraries.name).toBe('libraries');
    expect(app.name).toBe('app');
    // What the lazy screen shares with the first load is in the first load's chunks.
    expect(holder('/shared.ts')).toEqual([app]);
    expect(holder('/lazy.ts')).not.toContain(app);
    expect(holder('/main.ts')).not.toContain(app);
    const afterPaint = afterPaintChunks(html);
    for (const chunk of [react, libraries, app]) expect(afterPaint).toContain(`/${chunk.fileName}`);
    // React and the libraries are compiled as they stream in, their hint the file's first line.
    expect(output.postBanner).toBe(compileHint);
    for (const chunk of [react, libraries]) {
      expect(chunk.code.startsWith('//# allFunctionsCalledOnLoad\n')).toBe(true);
    }
    expect(app.code).not.toContain('allFunctionsCalledOnLoad');
    expect(html).not.toContain(holder('/lazy.ts')[0].fileName);
  });

  it("vite.config.ts: a name imported from a feature's index brings only its own module into the first load", async () => {
    const config = (viteConfig as UserConfigFnObject)({ mode: 'demo', command: 'build' });
    const names = (config.plugins ?? []).flat().map((plugin) => (plugin as Plugin | null)?.name);
    expect(names).toContain(featureIndexesWithoutSideEffects().name);
    const { chunks } = await buildApp(
      {
        ...FIRST_LOAD_APP,
        'start.ts':
          "import { dom } from 'react-dom';\nimport { lib } from 'lib';\nimport { badge } from './src/features/cart/index.ts';\nconsole.log(dom, lib, badge);\nvoid import('./src/features/cart/screen.ts');\n",
        'src/features/cart/index.ts':
          "export { badge } from './badge.ts';\nexport { summary } from './summary.ts';\n",
        // Top-level calls into a CommonJS module, as each component's of React's JSX runtime.
        'node_modules/runtime/package.json': '{ "name": "runtime", "main": "index.js" }',
        'node_modules/runtime/index.js': 'module.exports = { make: (name) => name };\n',
        'src/features/cart/badge.ts':
          "import runtime from 'runtime';\nexport const badge = runtime.make('badge');\n",
        'src/features/cart/summary.ts':
          "import runtime from 'runtime';\nexport const summary = runtime.make('summary');\n",
        'src/features/cart/screen.ts':
          "import { summary } from './index.ts';\nconsole.log('screen', summary);\n",
      },
      [featureIndexesWithoutSideEffects()],
      (root) => ({
        rolldownOptions: {
          output: { codeSplitting: { groups: firstLoadChunkGroups(join(root, 'start.ts')) } },
        },
      }),
    );
    const holder = (path: string) => chunks.find((chunk) => chunk.modules.includes(path));
    expect(holder('/src/features/cart/badge.ts')?.name).toBe('app');
    expect(holder('/src/features/cart/summary.ts')?.name).not.toBe('app');
    const app = chunks.find((chunk) => chunk.name === 'app');
    expect(app?.code).not.toContain('summary');
  });

  it("the mock's preload plugin lists the mock's chunks in index.html, to preload after the paint", async () => {
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
    const afterPaint = afterPaintChunks(html);
    for (const chunk of mockChunks) expect(afterPaint).toContain(`/${chunk.fileName}`);
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
