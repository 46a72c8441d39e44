import { isAbsolute } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ChunkingContext, CodeSplittingGroup } from 'rolldown';
import type { Plugin } from 'vite';
import { afterPaintChunksTag } from './after-paint-chunks.ts';
import { firstLoadModules } from './first-load-modules.ts';

const START = fileURLToPath(new URL('../../src/app/start.tsx', import.meta.url));
const LIBRARIES_DOOR = fileURLToPath(
  new URL('../../src/app/first-load-libraries.ts', import.meta.url),
);
const REACT = /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/;
const NODE_MODULES = /[\\/]node_modules[\\/]/;

/**
 * The first load in three chunks, one for each of main.tsx's tasks: React; the other libraries
 * the app starts with (router, query, HTTP client, icons); the app's own code from start.tsx on.
 * Whatever a lazy screen shares with the first load sits in these chunks, which are loaded
 * anyway, rather than in small shared chunks of their own, each a request
 * (docs/performance.md, "Where the speed comes from").
 * tests/unit/build-time/plugins/chunks.test.ts holds Rolldown to these groups.
 */
export function firstLoadChunkGroups(
  start = START,
  librariesDoor = LIBRARIES_DOOR,
): CodeSplittingGroup[] {
  let firstLoad: Set<string> | undefined;
  const isFirstLoad = (id: string, ctx: ChunkingContext) =>
    isAbsolute(id) && (firstLoad ??= firstLoadModules([start, librariesDoor], ctx)).has(id);
  const group = (name: string, priority: number, holds: (id: string) => boolean) => ({
    name: (id: string, ctx: ChunkingContext) => (isFirstLoad(id, ctx) && holds(id) ? name : null),
    debugName: name,
    priority,
  });
  return [
    // Vite's own modules (its preload helper, which the entry uses too) in a chunk of their own:
    // left to the bundler, they went into the app's chunk, which the entry then imported
    // statically, and all three chunks were evaluated in one task again.
    { name: 'vite', debugName: 'vite', test: /^\0vite\//, priority: 4 },
    group('react', 3, (id) => REACT.test(id)),
    group('libraries', 2, (id) => NODE_MODULES.test(id) || id === librariesDoor),
    group('app', 1, () => true),
  ];
}

const FEATURE_INDEX = /[\\/]src[\\/]features[\\/][^\\/]+[\\/]index\.ts$/;

/**
 * A feature's index only re-exports its parts, so it is marked free of side effects: importing
 * one name from it then brings only that name's module into the importer's chunk. Otherwise the
 * bundler keeps every part it names for its top-level code (each reads React's JSX runtime, a
 * CommonJS module, through a call), and `/` downloaded what only later screens use.
 */
export function featureIndexesWithoutSideEffects(): Plugin {
  return {
    name: 'webshop-feature-indexes-without-side-effects',
    apply: 'build',
    transform: {
      order: 'post',
      filter: { id: FEATURE_INDEX },
      handler: () => ({ moduleSideEffects: false }),
    },
  };
}

const COMPILED_EAGERLY = new Set(['react', 'libraries']);

/**
 * React's and the libraries' chunks ask V8 to compile every function as the chunk is streamed,
 * on a background thread (its explicit compile hints, Chromium 136 on; other engines read a
 * comment): lazily, each function was compiled on the main thread when hydration first called
 * it, long tasks on a slow phone (docs/performance.md, "Where the speed comes from"). Rolldown's
 * `postBanner`, so that the comment is the file's first line after minification; the app's chunk
 * is left out, as Vite puts its preload list above any banner there.
 */
export const compileHint = (chunk: { name: string }) =>
  COMPILED_EAGERLY.has(chunk.name) ? '//# allFunctionsCalledOnLoad' : '';

/**
 * index.html lists what the entry imports (the three chunks and what they import) for the entry
 * to modulepreload at once after the first paint, so they download together instead of one
 * after the other as the entry imports them.
 */
export function preloadFirstLoadChunks(): Plugin {
  let base = '/';
  return {
    name: 'webshop-preload-first-load',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle, chunk: entry }) {
        if (!bundle || !entry) return;
        return afterPaintChunksTag(bundle, entry.dynamicImports, base, html);
      },
    },
  };
}
