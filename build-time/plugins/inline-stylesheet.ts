import type { Plugin } from 'vite';

/**
 * The app's one stylesheet written into each page's head instead of linked: a linked stylesheet
 * blocks the first paint for a request of its own, a round trip on a phone's network
 * (docs/performance.md, "Where the speed comes from"). The file is still emitted.
 */
export function inlineStylesheet(): Plugin {
  return {
    name: 'webshop-inline-stylesheet',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        return html.replace(
          /<link rel="stylesheet"[^>]*href="[^"]*\/([^"/]+\.css)">/g,
          (tag, file) => {
            const asset = bundle[`assets/${file}`];
            return asset?.type === 'asset' ? `<style>${String(asset.source)}</style>` : tag;
          },
        );
      },
    },
  };
}
