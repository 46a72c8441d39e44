import type { OutputBundle } from 'rolldown';
import { createServer, type Plugin, type ResolvedConfig, type ViteDevServer } from 'vite';
import { paths, routePatterns } from '../../config/paths.ts';
import { PRERENDERED_ATTRIBUTE } from './prerendered-root.ts';
import type { RenderedPage } from './render-page.tsx';

/**
 * The public pages written as HTML, each its first render: a static host serves `/cart` from
 * `cart.html` (Netlify, Vercel's cleanUrls, Cloudflare Pages, GitHub Pages, `vite preview`).
 * `product.html` stands for every product page, served by a rewrite of `/product/*`.
 */
const PAGES = [
  { route: paths.home, file: 'index.html' },
  { route: paths.cart, file: 'cart.html' },
  { route: paths.signIn, file: 'sign-in.html' },
  { route: routePatterns.product, file: 'product.html', address: paths.product(1) },
];

const RENDER_MODULE = '/src/app/prerender/render-page.tsx';
const ROOT_START = '<div id="root">';

/** The pathnames a page stands for, matched as the router does: any case, a trailing slash. */
function addressPattern(base: string, route: string): string {
  const segments = `${base}${route.slice(1)}`.replace(/\/$/, '').split('/');
  const source = segments
    .map((segment) =>
      segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('/');
  return `^${source}/?$`;
}

/**
 * Served for another address (a host's fallback to index.html for /checkout, say), a page
 * shows the neutral loader of index.html instead of a wrong page until the app renders.
 */
function wrongPageGuard(placeholder: string): string {
  const markup = JSON.stringify(placeholder).replace(/</g, '\\u003c');
  return (
    `<script>(function(){var r=document.getElementById('root');` +
    `if(!new RegExp(r.getAttribute('${PRERENDERED_ATTRIBUTE}'),'i').test(location.pathname))` +
    `{r.removeAttribute('${PRERENDERED_ATTRIBUTE}');r.innerHTML=${markup}}})()</script>`
  );
}

/** Splits index.html around the loader inside `#root`, which React replaces. */
function splitTemplate(html: string) {
  const start = html.indexOf(ROOT_START);
  const end = html.lastIndexOf('</div>', html.indexOf('</body>'));
  if (start < 0 || end < start) throw new Error('prerender: index.html has no <div id="root">.');
  return {
    before: html.slice(0, start),
    placeholder: html.slice(start + ROOT_START.length, end),
    after: html.slice(end + '</div>'.length),
  };
}

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

/**
 * Writes the guest layout and each public page's first render into the built HTML, with its
 * critical CSS, so a phone paints the page before the JavaScript arrives; src/app/main.tsx
 * hydrates it. The pages render through Vite's SSR loader with the build's mode and settings.
 */
export function prerenderPages(): Plugin {
  let config: ResolvedConfig;
  // The footer's year: the pages show the build's, and the app shows it until they hydrate.
  const define = {
    'import.meta.env.VITE_BUILD_YEAR': JSON.stringify(String(new Date().getFullYear())),
  };
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
      try {
        if (config.env.VITE_API_MODE === 'mock') {
          // As mocks/boot.ts does before the demo renders: the sign-in page shows the account.
          const { demoAccount } = await renderer.ssrLoadModule('/src/config/demo.ts');
          const { DEMO_CREDENTIALS } = await renderer.ssrLoadModule('/mocks/accounts.ts');
          demoAccount.register(DEMO_CREDENTIALS);
        }
        const { renderPage } = (await renderer.ssrLoadModule(RENDER_MODULE)) as {
          renderPage(url: string): Promise<RenderedPage>;
        };
        for (const page of PAGES) {
          const { result, modules } = await withModulesLoaded(renderer, () =>
            renderPage(`${config.base}${(page.address ?? page.route).slice(1)}`),
          );
          const { html, styles } = result;
          // The page's lazy screen downloads with the entry, not after it has run.
          const preloads = chunkFiles(bundle, modules)
            .filter((file) => !template.before.includes(file))
            .map((file) => `<link rel="modulepreload" crossorigin href="${config.base}${file}">`);
          const source =
            template.before.replace('</head>', `${preloads.join('')}${styles}</head>`) +
            `<div id="root" ${PRERENDERED_ATTRIBUTE}="${addressPattern(config.base, page.route)}">` +
            `${html}</div>${wrongPageGuard(template.placeholder)}${template.after}`;
          if (page.file === 'index.html') index.source = source;
          else this.emitFile({ type: 'asset', fileName: page.file, source });
        }
      } finally {
        await renderer.close();
      }
    },
  };
}
