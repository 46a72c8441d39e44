// @vitest-environment node
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  lazyGlobalStylesInSystem,
  renderGlobalStyles,
  withStylesAfterCharset,
} from '../../../../build-time/plugins/chakra-global-styles';

const chakraRoot = join(createRequire(import.meta.url).resolve('@chakra-ui/react'), '../../..');
const systemSource = () =>
  readFileSync(join(chakraRoot, 'dist/esm/styled-system/system.js'), 'utf8');

describe("Chakra's global styles, written at build time", () => {
  it('hold the reset, the layer order and the variables of the palettes the app uses', async () => {
    const css = await renderGlobalStyles();
    expect(css).toMatch(/^@layer reset, ?base, ?tokens, ?recipes;/);
    expect(css).toContain('@layer reset{');
    expect(css).toContain('--chakra-colors-blue-600:');
    expect(css).toContain('--chakra-colors-red-600:');
    expect(css).not.toContain('--chakra-colors-purple-600');
  });

  it('go right after the charset, which must stay in the first 1,024 bytes of the page', async () => {
    const page = readFileSync('index.html', 'utf8');
    const built = withStylesAfterCharset(page, await renderGlobalStyles());
    expect(built.indexOf('<meta charset="UTF-8" />')).toBeLessThan(1024);
    expect(built).toContain('<meta charset="UTF-8" /><style>@layer reset');
    expect(() => withStylesAfterCharset('<head></head>', 'a{}')).toThrow(/charset/);
  });

  it("rewrite the installed Chakra's createSystem so its global styles wait to be read", () => {
    const rewritten = lazyGlobalStylesInSystem(systemSource());
    expect(rewritten).toContain('get _global() { return lazyGlobal(); }');
    expect(rewritten).not.toContain('const _global = [');
  });

  it('fail the build when Chakra no longer has the line they rewrite', () => {
    expect(() => lazyGlobalStylesInSystem('export function createSystem() {}')).toThrow(
      /Chakra createSystem changed/,
    );
  });
});
