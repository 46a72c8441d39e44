import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { matchPath, StaticRouter } from 'react-router-dom';
import { routePatterns } from '../../src/config/paths';
import { productKeys, type Product } from '../../src/features/catalogue';
import { parseId } from '../../src/lib/ids';
import { createQueryClient } from '../../src/lib/query-client';
import { App } from '../../src/app/app';
import {
  AppRoutes,
  basename,
  loadRouteScreens,
  pageTextsAt,
  prefetchRouteData,
} from '../../src/app/router';
import { pageDataScript } from './page-data-script';
import { answerFromSnapshot, type PageSnapshot } from '../snapshot/snapshot-answers';

export interface RenderedPage {
  /** The markup of `#root`. */
  html: string;
  title: string;
  description?: string;
  /** The product a product page shows, for its link preview and structured data. */
  product?: Product;
  /** The data the page was drawn with, for the app to hydrate with (page-data-script.ts). */
  pageData: string;
}

/**
 * The app's first render at `path` (without the base path), as the browser's first render will
 * be: the signed-in state and the cart pending, the page's own data from the build's snapshot of
 * the API when there is one. The public pages are drawn by static stylesheets, so no styles are
 * collected at render time.
 */
export async function renderPage(path: string, snapshot?: PageSnapshot): Promise<RenderedPage> {
  const url = `${basename.replace(/\/$/, '')}${path}`;
  const queryClient = createQueryClient();
  if (snapshot) prefetchRouteData(url, answerFromSnapshot(queryClient, snapshot));
  await loadRouteScreens(url);
  const html = renderToString(
    <StrictMode>
      <App
        queryClient={queryClient}
        router={
          <StaticRouter basename={basename} location={url}>
            <AppRoutes />
          </StaticRouter>
        }
      />
    </StrictMode>,
  );
  const productId = parseId(matchPath(routePatterns.product, path)?.params.productId);
  const page = {
    html,
    ...pageTextsAt(path, queryClient),
    product:
      productId === null
        ? undefined
        : queryClient.getQueryData<Product>(productKeys.detail(productId)),
    pageData: pageDataScript(queryClient),
  };
  // Its queries' garbage-collection timers would keep each page's data for minutes, while the
  // build draws tens of thousands of pages.
  queryClient.clear();
  return page;
}
