import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SourceMapConsumer } from 'source-map-js';
import type { Owner, OwnerOf } from './main-thread-split';

/**
 * Style resolution: Chakra UI and what it resolves style props with (Emotion, which serializes
 * with stylis; Panda's prop and token helpers that Chakra v3 bundles). Ark UI and Zag, Chakra's
 * headless components and their state machines, are component logic: they count as other
 * scripts.
 */
const STYLE = /node_modules\/(@chakra-ui|@emotion|@pandacss|stylis)\//;
const REACT = /node_modules\/(react|react-dom|scheduler)\//;

function ownerOfSource(source: string | null): Owner {
  if (!source) return 'other';
  if (STYLE.test(source)) return 'style';
  return REACT.test(source) ? 'react' : 'other';
}

/**
 * The owner of a function of a script served from `outDir`, by the build's source maps
 * (`<script>.map` beside it, as `vite build --sourcemap hidden` writes them); a script without
 * one (an inline script, a build without maps) is `other`.
 */
export function ownersFromSourceMaps(outDir: string): OwnerOf {
  const maps = new Map<string, SourceMapConsumer | undefined>();
  const mapOf = (url: string) => {
    if (!maps.has(url)) {
      const file = join(outDir, new URL(url).pathname);
      const map = `${file}.map`;
      const found = url.endsWith('.js') && existsSync(map);
      maps.set(
        url,
        found ? new SourceMapConsumer(JSON.parse(readFileSync(map, 'utf8'))) : undefined,
      );
    }
    return maps.get(url);
  };
  return (url, line, column) => {
    const map = url.startsWith('http') ? mapOf(url) : undefined;
    if (!map) return 'other';
    const at = { line: line + 1, column };
    const position =
      map.originalPositionFor(at).source ??
      map.originalPositionFor({ ...at, bias: SourceMapConsumer.LEAST_UPPER_BOUND }).source;
    return ownerOfSource(position);
  };
}
