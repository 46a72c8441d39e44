import { createHash } from 'node:crypto';

/** The styles index.html carries in its head: Chakra's global styles, then the app's stylesheet. */
const INLINE_STYLE = /<style>([\s\S]*?)<\/style>/g;

export interface Stylesheet {
  fileName: string;
  source: string;
}

/**
 * The page's inline styles as one file, named by its content as Vite names its assets, so that
 * a host may cache it for good (docs/deployment.md, "Build").
 */
export function sharedStylesheet(html: string): Stylesheet {
  const source = [...html.matchAll(INLINE_STYLE)].map(([, css]) => css).join('\n');
  const hash = createHash('sha256').update(source).digest('base64url').slice(0, 8);
  return { fileName: `assets/pages-${hash}.css`, source };
}

/**
 * The page with its inline styles replaced by one link to them, where the first stood: a page
 * written once per product links the stylesheet every such page shares, instead of carrying
 * 56 KB of it (docs/performance.md, "Where the speed comes from").
 */
export function withStylesheetLinked(html: string, href: string): string {
  let linked = false;
  return html.replace(INLINE_STYLE, () => {
    if (linked) return '';
    linked = true;
    return `<link rel="stylesheet" href="${href}">`;
  });
}
