// @vitest-environment node
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { SourceMapGenerator } from 'source-map-js';
import { afterAll, describe, expect, it } from 'vitest';
import {
  APP,
  codeByPackage,
  packageOfSource,
  packageShares,
  UNMAPPED,
} from '../../../scripts/bundle-packages';

/** A chunk's source map from [generated line, column, source] triples. */
function mapOf(mappings: Array<[number, number, string | null]>) {
  const generator = new SourceMapGenerator({ file: 'chunk.js' });
  for (const [line, column, source] of mappings) {
    generator.addMapping({
      generated: { line, column },
      ...(source && { source, original: { line: 1, column: 0 } }),
    });
  }
  return generator.toJSON();
}

describe('the package of a source path', () => {
  it('is the folder under the last node_modules, with its scope', () => {
    expect(packageOfSource('../../node_modules/react-dom/cjs/react-dom-client.production.js')).toBe(
      'react-dom',
    );
    expect(packageOfSource('../../node_modules/@chakra-ui/react/dist/esm/index.js')).toBe(
      '@chakra-ui/react',
    );
    expect(packageOfSource('../../node_modules/a/node_modules/b/index.js')).toBe('b');
  });

  it("counts Zag's packages as one, the app's sources as the app, and no source as glue", () => {
    expect(packageOfSource('../../node_modules/@zag-js/dialog/dist/index.mjs')).toBe('@zag-js/*');
    expect(packageOfSource('../../src/features/catalogue/index.ts')).toBe(APP);
    expect(packageOfSource(null)).toBe(UNMAPPED);
  });
});

describe('a chunk split by package', () => {
  it('gives each mapping the bytes up to the next package, over lines', () => {
    const code = 'var a=1;var b=2;\nvar c=3;';
    const map = mapOf([
      [1, 0, '../node_modules/left/index.js'],
      [1, 4, '../node_modules/left/index.js'],
      [1, 8, '../src/app.ts'],
      [2, 4, '../node_modules/left/other.js'],
    ]);
    expect(Object.fromEntries(codeByPackage(code, map))).toEqual({
      left: 'var a=1;c=3;',
      [APP]: 'var b=2;\nvar ',
    });
  });

  it('leaves the bytes before the first mapping to the glue', () => {
    const map = mapOf([[1, 6, '../src/app.ts']]);
    expect(Object.fromEntries(codeByPackage('/*x*/ f();', map))).toEqual({
      [UNMAPPED]: '/*x*/ ',
      [APP]: 'f();',
    });
  });
});

describe('the shares of the packages', () => {
  const dir = mkdtempSync(join(tmpdir(), 'webshop-shares-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("shares out the chunks' gzip bytes, largest package first", () => {
    const big = `var big=[${Array.from({ length: 400 }, (_, index) => index * 7919).join(',')}];`;
    const code = `${big}var small=1;`;
    writeFileSync(join(dir, 'chunk.js'), code);
    const map = mapOf([
      [1, 0, '../node_modules/big/index.js'],
      [1, big.length, '../node_modules/small/index.js'],
    ]);
    writeFileSync(join(dir, 'chunk.js.map'), JSON.stringify(map));

    const shares = packageShares(dir, ['chunk.js']);
    expect(shares.map((share) => share.name)).toEqual(['big', 'small']);
    expect(shares[0].minifiedKb).toBe(big.length / 1024);
    const total = shares.reduce((sum, share) => sum + share.gzipKb, 0);
    expect(total).toBeCloseTo(gzipSync(code).length / 1024, 6);
  });
});
