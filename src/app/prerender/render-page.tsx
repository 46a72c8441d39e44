import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { App } from '../app';
import { AppRoutes, basename, loadRouteScreens } from '../router';

/**
 * The markup of `#root`: the app's first render at `url` (with the base path), as the browser's
 * first render will be: nothing loaded yet, the signed-in state and the cart pending. The public
 * pages are drawn by static stylesheets, so no styles are collected at render time.
 */
export async function renderPage(url: string): Promise<string> {
  await loadRouteScreens(url);
  return renderToString(
    <StrictMode>
      <App
        router={
          <StaticRouter basename={basename} location={url}>
            <AppRoutes />
          </StaticRouter>
        }
      />
    </StrictMode>,
  );
}
