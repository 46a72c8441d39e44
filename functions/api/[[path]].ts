/**
 * Cloudflare Pages Function: forwards every /api/* request to the API, so the shop and its API
 * share one origin and the API's sign-in cookies are first-party in every browser
 * (docs/deployment.md). Method, headers, body, path and query go as they came; the answer comes
 * back as it is, every Set-Cookie included. The API's origin is the API_ORIGIN variable of the
 * Pages project, else the hosted API. (Pages' `_redirects` cannot proxy to another origin.)
 */

const HOSTED_API = 'https://mini-webshop-server.onrender.com';

/** What this function reads of Pages' context (a Pages Function's first argument). */
interface PagesContext {
  request: Request;
  env: { API_ORIGIN?: string };
}

export async function onRequest({ request, env }: PagesContext): Promise<Response> {
  const url = new URL(request.url);
  const target = new URL(url.pathname + url.search, env.API_ORIGIN?.trim() || HOSTED_API);
  const headers = new Headers(request.headers);
  // fetch names the API's host itself.
  headers.delete('host');
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  return fetch(target, {
    method: request.method,
    headers,
    body: hasBody ? await request.arrayBuffer() : undefined,
    // A redirect goes back to the browser, as the API sent it.
    redirect: 'manual',
  });
}
