import type { OutputBundle } from 'rolldown';
import type { HtmlTagDescriptor } from 'vite';
import { AFTER_PAINT_CHUNKS_ATTRIBUTE } from '../../src/app/modulepreload-tags.ts';

/** The chunks `fileNames` and every chunk they import statically. */
export function chunksWithImports(bundle: OutputBundle, fileNames: Iterable<string>): string[] {
  const files = new Set<string>();
  const add = (fileName: string) => {
    const chunk = bundle[fileName];
    if (chunk?.type !== 'chunk' || files.has(fileName)) return;
    files.add(fileName);
    chunk.imports.forEach(add);
  };
  [...fileNames].forEach(add);
  return [...files];
}

/** A page's list of chunks to preload after its first paint, as HTML (JSON no browser runs). */
export function afterPaintChunksScript(hrefs: string[]): string {
  return hrefs.length
    ? `<script type="application/json" ${AFTER_PAINT_CHUNKS_ATTRIBUTE}>${JSON.stringify(hrefs)}</script>`
    : '';
}

/**
 * The chunks `fileNames` and every chunk they import statically, less those `html` already
 * names, as the list the entry preloads after the first paint: for a build plugin that has a page
 * fetch chunks alongside the start instead of only once the entry imports them.
 */
export function afterPaintChunksTag(
  bundle: OutputBundle,
  fileNames: Iterable<string>,
  base: string,
  html: string,
): HtmlTagDescriptor[] {
  const hrefs = chunksWithImports(bundle, fileNames)
    .filter((file) => !html.includes(`${base}${file}"`))
    .map((file) => `${base}${file}`);
  if (!hrefs.length) return [];
  return [
    {
      tag: 'script',
      attrs: { type: 'application/json', [AFTER_PAINT_CHUNKS_ATTRIBUTE]: true },
      children: JSON.stringify(hrefs),
      injectTo: 'head',
    },
  ];
}
