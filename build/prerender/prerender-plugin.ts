import type { OutputBundle } from 'rolldown';
import { createServer, type Plugin, type ResolvedConfig, type ViteDevServer } from 'vite';
import { paths, routePatterns } from '../../src/config/paths.ts';
import type { SnapshotSource } from '../../src/config/read-build-settings.ts';
import { SHORT_ID_SOURCE } from '../../src/lib/ids.ts';
import { afterPaintChunksScript } from '../plugins/after-paint-chunks.ts';
import { robotsTxt, sitemapXml } from './crawler-files.ts';
import { pageHeadTags } from './page-head.ts';
import { addressPattern, pageHtml, splitTemplate } from './page-html.ts';
import { sharedStylesheet, withStylesheetLinked } from './page-stylesheet.ts';
import { readSnapshot } from './read-snapshot.ts';

/**
 * The public pages written as HTML, each its first render: a static host serves `/cart` from
 * `cart.html` (docs/deployment.md); `product.html` stands for every product page whose id can be
 * one (another renders 'Product not found' at once, not the page's loading state) and the build's
 * snapshot has none of. With a snapshot of the API, `/` shows its catalogue and each product of it
 * gets a page of its own, `product/<id>.html`.
 */
interface PageToWrite {
  route: string;
  file: string;
  /** The address drawn, when the route has parameters. */
  address?: string;
  params?: Record<string, string>;
  /** Links the shared stylesheet instead of carrying it: a page written for each product. */
  linksStylesheet?: boolean;
}

const PAGES: PageToWrite[] = [
  { route: paths.home, file: 'index.html' },
  { route: paths.cart, file: 'cart.html' },
  { route: paths.signIn, file: 'sign-in.html' },
  {
    route: routePatterns.product,
    file: 'product.html',
    address: paths.product(1),
    params: { productId: SHORT_ID_SOURCE },
  },
];

const productPage = (id: number): PageToWrite => ({
  route: paths.product(id),
  file: `${paths.product(id).slice(1)}.html`,
  linksStylesheet: true,
});

export interface PrerenderSettings {
  snapshot?: SnapshotSource;
  /** The site's address (SITE_URL): canonical addresses, link previews, the sitemap. */
  siteUrl?: string;
}

type RenderModule = typeof import('./render-page.tsx');

/** The files of the chunks whose entry is one of `modules`, with every chunk they import. */
function chunkFiles(bundle: OutputBundle, modules: Set<string>): string[] {
  const files = new Set<string>();
  const add = (fileName: string) => {
    const chunk = bundle[fileName];
    if (chunk?.type !== 'chunk' || files.has(fileName)) return;
    files.add(fileName);
    chunk.imports.forEach(add);
  };
  for (const output of Object.values(bundle)) {
    if (output.type === 'chunk' && modules.has(output.facadeModuleId ?? '')) add(output.fileName);
  }
  return [...files];
}

/** Runs `render` and returns it with the modules it loaded first: the page's lazy screens. */
async function withModulesLoaded<Result>(renderer: ViteDevServer, render: () => Promise<Result>) {
  const loaded = () =>
    [...renderer.environments.ssr.moduleGraph.idToModuleMap.values()]
      .filter((module) => module.transformResult && module.id)
      .map((module) => module.id!);
  const before = new Set(loaded());
  const result = await render();
  return { result, modules: new Set(loaded().filter((id) => !before.has(id))) };
}

/** Vite's SSR loader with the build's own mode and settings. */
async function startRenderer(config: ResolvedConfig, define: Record<string, string>) {
  const renderer = await createServer({
    configFile: config.configFile,
    mode: config.mode,
    base: config.base,
    define,
    logLevel: 'warn',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, watch: null, ws: false },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  if (config.env.VITE_API_MODE === 'mock') {
    // As mocks/browser/boot.ts does before the demo renders: the sign-in page shows the account.
    const { demoAccount } = await renderer.ssrLoadModule('/src/config/demo.ts');
    const { DEMO_CREDENTIALS } = await renderer.ssrLoadModule('/mocks/data/accounts.ts');
    demoAccount.register(DEMO_CREDENTIALS);
  }
  return renderer;
}

/**
 * Writes the guest layout and each public page's first render into the built HTML, so a phone
 * paints the page before the JavaScript arrives (src/app/start.tsx hydrates it), with its own
 * title, description and, for a product, its link preview and schema.org data; and robots.txt,
 * with sitemap.xml when the site's address is known.
 */
export function prerenderPages(settings: PrerenderSettings = {}): Plugin {
  let config: ResolvedConfig;
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
    async generateBundle(_options, bundle) {
      const index = bundle['index.html'];
      if (index?.type !== 'asset') return;
      const template = splitTemplate(String(index.source));
      const stylesheet = sharedStylesheet(template.before);
      // The pages written once per product link the stylesheet; the others carry it.
      const linkedTemplate = {
        ...template,
        before: withStylesheetLinked(template.before, `${config.base}${stylesheet.fileName}`),
      };
      const renderer = await startRenderer(config, define);
      try {
        const snapshot = await readSnapshot(settings.snapshot, renderer, (message) =>
          this.warn(message),
        );
        const productIds = Object.keys(snapshot?.details ?? {}).map(Number);
        const { renderPage } = (await renderer.ssrLoadModule(
          '/build/prerender/render-page.tsx',
        )) as RenderModule;
        for (const page of [...PAGES, ...productIds.map(productPage)]) {
          const path = page.address ?? page.route;
          // product.html stands for many products: it is drawn loading, as without a snapshot.
          const { result: rendered, modules } = await withModulesLoaded(renderer, () =>
            renderPage(path, page.params ? undefined : snapshot),
          );
          // The page's lazy screen downloads with the first load, not after the app has started.
          const preloads = afterPaintChunksScript(
            chunkFiles(bundle, modules)
              .filter((file) => !template.before.includes(file))
              .map((file) => `${config.base}${file}`),
          );
          // product.html stands for many addresses: it names none of them as its own.
          const canonicalUrl = page.params ? undefined : siteUrl(path);
          const tags = pageHeadTags({ ...rendered, canonicalUrl });
          const source = pageHtml(page.linksStylesheet ? linkedTemplate : template, {
            address: addressPattern(config.base, page.route, page.params),
            html: rendered.html,
            title: tags.title,
            description: tags.description,
            head: preloads + tags.rest,
            pageData: rendered.pageData,
          });
          if (page.file === 'index.html') index.source = source;
          else this.emitFile({ type: 'asset', fileName: page.file, source });
        }
        if (productIds.length) {
          this.emitFile({
            type: 'asset',
            fileName: stylesheet.fileName,
            source: stylesheet.source,
          });
        }
        const sitemapUrl = siteUrl('/sitemap.xml');
        this.emitFile({
          type: 'asset',
          fileName: 'robots.txt',
          source: robotsTxt(config.base, sitemapUrl),
        });
        if (sitemapUrl) {
          const source = sitemapXml((path) => siteUrl(path)!, productIds);
          this.emitFile({ type: 'asset', fileName: 'sitemap.xml', source });
        } else {
          this.warn('SITE_URL is not set: no sitemap.xml, and no canonical addresses.');
        }
      } finally {
        await renderer.close();
      }
    },
  };
}
