import type { OutputBundle, OutputChunk } from 'rolldown';
import type { HtmlTagDescriptor } from 'vite';

/**
 * `<link rel="modulepreload">` tags for the chunks `fileNames` and every chunk they import
 * statically, less those `html` already loads: for a build plugin that has index.html fetch
 * chunks with the entry instead of after it has run.
 */
export function modulepreloadTags(
  bundle: OutputBundle,
  fileNames: Iterable<string>,
  base: string,
  html: string,
): HtmlTagDescriptor[] {
  const files = new Set<string>();
  const add = (fileName: string) => {
    const chunk = bundle[fileName] as OutputChunk | undefined;
    if (chunk?.type !== 'chunk' || files.has(fileName)) return;
    files.add(fileName);
    chunk.imports.forEach(add);
  };
  [...fileNames].forEach(add);
  return [...files]
    .filter((file) => !html.includes(`${base}${file}"`))
    .map((file) => ({
      tag: 'link',
      attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${file}` },
      injectTo: 'head',
    }));
}
