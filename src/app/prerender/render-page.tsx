import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { App } from '../app';
import { AppRoutes, basename, loadRouteScreens } from '../router';

export interface RenderedPage {
  /** The markup of `#root`. */
  html: string;
  /** `<style>` tags with the CSS that markup uses, for `<head>`. */
  styles: string;
}

/**
 * The app's first render at `url` (with the base path), as the browser's first render will be:
 * nothing loaded yet, the signed-in state and the cart pending. Emotion's critical CSS comes
 * as style tags whose ids the browser's Emotion cache takes over, so it inserts none twice.
 */
export async function renderPage(url: string): Promise<RenderedPage> {
  await loadRouteScreens(url);
  const cache = createCache({ key: 'css' });
  const emotion = createEmotionServer(cache);
  const html = renderToString(
    <StrictMode>
      <CacheProvider value={cache}>
        <App
          router={
            <StaticRouter basename={basename} location={url}>
              <AppRoutes />
            </StaticRouter>
          }
        />
      </CacheProvider>
    </StrictMode>,
  );
  return {
    html,
    styles: emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(html)),
  };
}
