// Which package each byte of a built chunk comes from, by the chunk's source map.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { SourceMapConsumer, type RawSourceMap } from 'source-map-js';

/** The app's own code, and bytes no source maps to (the bundler's glue). */
export const APP = 'the app (src/)';
export const UNMAPPED = '(bundler glue)';

/**
 * The package a source path of the map belongs to: `../../node_modules/@scope/name/…` is
 * `@scope/name`; Zag's many small packages (state machines under Chakra and Ark) count as one.
 */
export function packageOfSource(source: string | null): string {
  if (!source) return UNMAPPED;
  const at = source.lastIndexOf('node_modules/');
  if (at < 0) return /(^|\/)src\//.test(source) ? APP : source;
  const [first, second] = source.slice(at + 'node_modules/'.length).split('/');
  if (first === '@zag-js') return '@zag-js/*';
  return first.startsWith('@') ? `${first}/${second}` : first;
}

/**
 * The chunk's code split by package: a mapping's package owns the bytes from its generated
 * position up to the next mapping whose package differs; bytes before the first mapping are glue.
 */
export function codeByPackage(code: string, map: RawSourceMap): Map<string, string> {
  const lineStarts = [0];
  for (let at = code.indexOf('\n'); at >= 0; at = code.indexOf('\n', at + 1)) {
    lineStarts.push(at + 1);
  }
  const owners = new Map<string | null, string>();
  const pieces = new Map<string, string[]>();
  let owner = UNMAPPED;
  let runStart = 0;
  const endRun = (at: number) => {
    if (at === runStart) return;
    const list = pieces.get(owner) ?? [];
    list.push(code.slice(runStart, at));
    pieces.set(owner, list);
    runStart = at;
  };
  new SourceMapConsumer(map).eachMapping(
    ({ source, generatedLine, generatedColumn }) => {
      let next = owners.get(source);
      if (next === undefined) owners.set(source, (next = packageOfSource(source)));
      if (next === owner) return;
      endRun(lineStarts[generatedLine - 1] + generatedColumn);
      owner = next;
    },
    null,
    SourceMapConsumer.GENERATED_ORDER,
  );
  endRun(code.length);
  return new Map([...pieces].map(([name, texts]) => [name, texts.join('')]));
}

export interface PackageShare {
  name: string;
  /** Minified bytes in the chunks, in KB (1024 bytes). */
  minifiedKb: number;
  /**
   * Its part of the chunks' gzip size, in KB: gzip does not split by package, so the chunks'
   * gzip bytes are shared out in proportion to each package's code compressed on its own.
   */
  gzipKb: number;
}

/** The packages behind `chunks` (built with source maps beside them), largest first. */
export function packageShares(assetsDir: string, chunks: Iterable<string>): PackageShare[] {
  const code = new Map<string, string>();
  let chunksGzip = 0;
  for (const chunk of chunks) {
    const text = readFileSync(join(assetsDir, chunk), 'utf8');
    chunksGzip += gzipSync(text).length;
    const mapFile = join(assetsDir, `${chunk}.map`);
    // A chunk of the bundler's own modules (Vite's preload helper) has no source map.
    const parts = existsSync(mapFile)
      ? codeByPackage(text, JSON.parse(readFileSync(mapFile, 'utf8')) as RawSourceMap)
      : new Map([[UNMAPPED, text]]);
    for (const [name, part] of parts) {
      code.set(name, (code.get(name) ?? '') + part);
    }
  }
  const alone = [...code].map(([name, text]) => ({
    name,
    minified: Buffer.byteLength(text),
    gzip: gzipSync(text).length,
  }));
  const aloneTotal = alone.reduce((sum, part) => sum + part.gzip, 0);
  return alone
    .map(({ name, minified, gzip }) => ({
      name,
      minifiedKb: minified / 1024,
      gzipKb: (chunksGzip * gzip) / aloneTotal / 1024,
    }))
    .sort((a, b) => b.gzipKb - a.gzipKb);
}
