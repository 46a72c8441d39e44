import { resolve } from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';
import type { BuildSettings } from '../../src/config/read-build-settings.ts';
import { robotsTxt, SITEMAP_FILE, sitemapFiles } from './crawler-files.ts';
import { pageDrawer } from './draw-page.ts';
import { splitTemplate } from './page-html.ts';
import { sharedStylesheet } from './page-stylesheet.ts';
import { FIXED_PAGES } from './pages-to-write.ts';
import { writeProductPages } from './product-pages.ts';
import { openSnapshot } from './read-snapshot.ts';
import { startRenderer } from './renderer.ts';

export interface PrerenderPlugin extends Plugin {
  api: {
    /** The inline scripts of the pages written to disk rather than into the bundle. */
    inlineScriptsOnDisk: () => ReadonlySet<string>;
  };
}

/**
 * Writes the guest layout and each public page's first render into the built HTML, so a phone
 * paints the page before the JavaScript arrives (src/app/start.tsx hydrates it), with its own
 * title, description and, for a product, its link preview and schema.org data; and robots.txt,
 * with the sitemap when the site's address is known. With a snapshot of the API, `/` shows its
 * catalogue's first page, each category view's first page is a file beside it, and each product
 * gets a page of its own, `product/<id>.html`.
 */
export function prerenderPages(settings: BuildSettings = {}): PrerenderPlugin {
  let config: ResolvedConfig;
  const scriptsOnDisk = new Set<string>();
  // The footer's year: the pages show the build's, and the app shows it until they hydrate.
  const define = {
    'import.meta.env.VITE_BUILD_YEAR': JSON.stringify(String(new Date().getFullYear())),
  };
  const siteUrl = (path: string) =>
    settings.siteUrl && `${settings.siteUrl}${config.base}${path.slice(1)}`;
  return {
    name: 'webshop-prerender-pages',
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    enforce: 'post',
    config: () => ({ define }),
    configResolved(resolved) {
      config = resolved;
    },
    api: { inlineScriptsOnDisk: () => scriptsOnDisk },
    async generateBundle(_options, bundle) {
      const index = bundle['index.html'];
      if (index?.type !== 'asset') return;
      const template = splitTemplate(String(index.source));
      const stylesheet = sharedStylesheet(template.before);
      const renderer = await startRenderer(config, define);
      const { snapshot, close } = await openSnapshot(settings.snapshot, renderer, (message) =>
        this.warn(message),
      );
      try {
        const drawPage = await pageDrawer(renderer, bundle, template, {
          base: config.base,
          siteUrl,
          stylesheetHref: `${config.base}${stylesheet.fileName}`,
        });
        const list = snapshot && { takenAt: snapshot.takenAt, products: snapshot.products };
        for (const page of FIXED_PAGES) {
          const source = await drawPage(page, list);
          if (page.file === 'index.html') index.source = source;
          else this.emitFile({ type: 'asset', fileName: page.file, source });
        }
        if (list) {
          // Through the renderer: the files are made with the app's own catalogue modules.
          const { cataloguePageFiles } = (await renderer.ssrLoadModule(
            '/build-time/prerender/catalogue-pages.ts',
          )) as typeof import('./catalogue-pages.ts');
          for (const file of cataloguePageFiles(list)) this.emitFile({ type: 'asset', ...file });
        }
        const productIds = snapshot?.products.map(({ id }) => id) ?? [];
        // Past the bound, a product's page is product.html's, drawn in the browser.
        const pageIds = productIds.slice(0, settings.productPagesMax);
        if (snapshot && pageIds.length) {
          const { fileName, source } = stylesheet;
          this.emitFile({ type: 'asset', fileName, source });
          const outDir = resolve(config.root, config.build.outDir);
          const unread = await writeProductPages(
            outDir,
            snapshot,
            pageIds,
            drawPage,
            scriptsOnDisk,
          );
          if (unread) {
            this.warn(
              `${unread} products' details could not be read: product.html stands for them.`,
            );
          }
        }
        const sitemapUrl = siteUrl(`/${SITEMAP_FILE}`);
        const robots = robotsTxt(config.base, sitemapUrl);
        this.emitFile({ type: 'asset', fileName: 'robots.txt', source: robots });
        if (!sitemapUrl) {
          this.warn('SITE_URL is not set: no sitemap, and no canonical addresses.');
          return;
        }
        // Every product: with a page of its own or drawn in the browser, it has an address.
        for (const file of sitemapFiles((path) => siteUrl(path)!, productIds)) {
          this.emitFile({ type: 'asset', ...file });
        }
      } finally {
        await close();
        await renderer.close();
      }
    },
  };
}
