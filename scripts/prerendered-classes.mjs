// The class names a prerendered page is written with must be the stylesheet's: the prerender
// renders through Vite's SSR loader, the stylesheet comes from the build, and CSS Modules names
// each class in both. A page whose names differ paints unstyled (hydration keeps its attributes).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The page's class names that no stylesheet of the build defines. */
export function unstyledClasses(outDir, page, stylesheets) {
  const html = readFileSync(join(outDir, page), 'utf8');
  const css = [
    ...[...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((match) => match[1]),
    ...stylesheets.map((file) => readFileSync(join(outDir, file), 'utf8')),
  ].join('\n');
  const used = new Set(
    [...html.matchAll(/\sclass="([^"]*)"/g)].flatMap((match) => match[1].split(/\s+/)),
  );
  return [...used].filter((name) => name && !css.includes(`.${name}`));
}
