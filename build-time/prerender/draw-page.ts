import type { OutputBundle } from 'rolldown';
import type { ViteDevServer } from 'vite';
import type { PageSnapshot } from '../snapshot/snapshot-answers.ts';
import { afterPaintChunksScript, chunksWithImports } from '../plugins/after-paint-chunks.ts';
import { pageHeadTags } from './page-head.ts';
import { addressPattern, pageHtml, type PageTemplate } from './page-html.ts';
import { withStylesheetLinked } from './page-stylesheet.ts';
import type { PageToWrite } from './pages-to-write.ts';
import { withModulesLoaded } from './renderer.ts';

type RenderModule = typeof import('./render-page.tsx');

export interface DrawSettings {
  base: string;
  /** A page's absolute address, when the build knows the site's (SITE_URL). */
  siteUrl: (path: string) => string | undefined;
  /** The stylesheet the pages written per product link (page-stylesheet.ts). */
  stylesheetHref: string;
}

/** The chunks whose entry is one of `modules` (a lazy screen's), with every chunk they import. */
function chunksOfModules(bundle: OutputBundle, modules: Set<string>): string[] {
  const entries = Object.values(bundle).flatMap((output) =>
    output.type === 'chunk' && modules.has(output.facadeModuleId ?? '') ? [output.fileName] : [],
  );
  return chunksWithImports(bundle, entries);
}

/**
 * Draws the build's pages into index.html's template: the app's render, the page's head (title,
 * description, canonical address, link preview), the data it was drawn with, and its lazy
 * screen's chunks for the entry to preload after the first paint.
 */
export async function pageDrawer(
  renderer: ViteDevServer,
  bundle: OutputBundle,
  template: PageTemplate,
  settings: DrawSettings,
): Promise<(page: PageToWrite, snapshot?: PageSnapshot) => Promise<string>> {
  const { renderPage } = (await renderer.ssrLoadModule(
    '/build-time/prerender/render-page.tsx',
  )) as RenderModule;
  const linkedTemplate = {
    ...template,
    before: withStylesheetLinked(template.before, settings.stylesheetHref),
  };
  // The pages of a route load the same lazy screen, whose modules its first render loads.
  const preloadsOfRoute = new Map<string, string>();
  const renderWithPreloads = async (page: PageToWrite, snapshot?: PageSnapshot) => {
    // A page that stands for many products is drawn loading, as without a snapshot.
    const draw = () => renderPage(page.path, page.params ? undefined : snapshot);
    const known = preloadsOfRoute.get(page.route);
    if (known !== undefined) return { rendered: await draw(), preloads: known };
    const { result, modules } = await withModulesLoaded(renderer, draw);
    // The page's lazy screen downloads with the first load, not after the app has started.
    const screenChunks = chunksOfModules(bundle, modules)
      .filter((file) => !template.before.includes(file))
      .map((file) => `${settings.base}${file}`);
    const preloads = afterPaintChunksScript(screenChunks);
    preloadsOfRoute.set(page.route, preloads);
    return { rendered: result, preloads };
  };
  return async (page, snapshot) => {
    const { rendered, preloads } = await renderWithPreloads(page, snapshot);
    const tags = pageHeadTags({
      ...rendered,
      canonicalUrl: page.params ? undefined : settings.siteUrl(page.path),
    });
    return pageHtml(page.perProduct ? linkedTemplate : template, {
      address: addressPattern(settings.base, page.params ? page.route : page.path, page.params),
      html: rendered.html,
      title: tags.title,
      description: tags.description,
      head: preloads + tags.rest,
      pageData: rendered.pageData,
    });
  };
}
