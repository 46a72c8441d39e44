import type { Plugin } from 'vite';

/**
 * Chakra's global styles exactly as its provider inserts them (emotion's own serializer, run
 * through React's server renderer), without the <style> wrappers.
 */
export async function renderGlobalStyles(): Promise<string> {
  const [{ ChakraProvider }, { createElement }, { renderToStaticMarkup }, { createAppSystem }] =
    await Promise.all([
      import('@chakra-ui/react'),
      import('react'),
      import('react-dom/server'),
      import('../../src/theme/config.ts'),
    ]);
  const provider = createElement(ChakraProvider, { value: createAppSystem(), children: null });
  const html = renderToStaticMarkup(provider);
  return [...html.matchAll(/<style[^>]*>([^<]*)<\/style>/g)].map((match) => match[1]).join('');
}

/**
 * The page with `css` in a style tag first in its head, so its layers come before any
 * component's, but after the charset: a browser looks for that in the first 1,024 bytes only.
 */
export function withStylesAfterCharset(html: string, css: string): string {
  const charset = /<meta charset="[^"]*"\s*\/?>/i.exec(html);
  if (!charset) throw new Error('index.html must declare its charset first in <head>');
  const at = charset.index + charset[0].length;
  return `${html.slice(0, at)}<style>${css}</style>${html.slice(at)}`;
}

/**
 * Writes the global styles into index.html's head, for the app's system leaves them out
 * (src/theme/index.ts). Rendered once per build or dev server: restart the dev server
 * after changing the theme's tokens.
 */
function globalStylesInHtml(): Plugin {
  let styles: Promise<string> | undefined;
  return {
    name: 'webshop:chakra-global-styles',
    transformIndexHtml: {
      order: 'pre',
      async handler(html) {
        styles ??= renderGlobalStyles();
        return withStylesAfterCharset(html, await styles);
      },
    },
  };
}

const SYSTEM_MODULE = /@chakra-ui\/react\/dist\/esm\/styled-system\/system\.js$/;
export const EAGER_GLOBAL = 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];';
const LAZY_GLOBAL =
  'let _globalStyles; const lazyGlobal = () => (_globalStyles ??= [getPreflightCss(), getGlobalCss(), getTokenCss()]);';

/**
 * createSystem computes the global styles up front, half of its time
 * (docs/decisions/0010-chakra-global-styles-at-build-time.md), for CSS that index.html already
 * holds.
 * In the build, `_global` becomes a getter computed on first read, which the app never does.
 * The build fails if Chakra's code no longer has the line this rewrites.
 */
export function lazyGlobalStylesInSystem(source: string): string {
  if (!source.includes(EAGER_GLOBAL) || !source.includes('\n    _global,\n')) {
    throw new Error(
      'Chakra createSystem changed: update lazyGlobalStylesInSystem in build-time/plugins/chakra-global-styles.ts',
    );
  }
  return source
    .replace(EAGER_GLOBAL, LAZY_GLOBAL)
    .replace('\n    _global,\n', '\n    get _global() { return lazyGlobal(); },\n');
}

function lazyGlobalStyles(): Plugin {
  return {
    name: 'webshop:chakra-lazy-global-styles',
    apply: 'build',
    transform(code, id) {
      // The rewrite keeps every line where it was: the library's source map still holds.
      return SYSTEM_MODULE.test(id)
        ? { code: lazyGlobalStylesInSystem(code), map: null }
        : undefined;
    },
  };
}

/** Chakra's global styles as static CSS in index.html instead of start-up work. */
export function chakraGlobalStyles(): Plugin[] {
  return [globalStylesInHtml(), lazyGlobalStyles()];
}
