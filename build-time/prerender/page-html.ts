import { OTHER_QUERY_ATTRIBUTE, PRERENDERED_ATTRIBUTE } from '../../src/app/prerendered-root.ts';

const ROOT_START = '<div id="root">';

/** index.html as built, split around the loader inside `#root`, which the app replaces. */
export interface PageTemplate {
  before: string;
  placeholder: string;
  after: string;
}

export function splitTemplate(html: string): PageTemplate {
  const start = html.indexOf(ROOT_START);
  const end = html.lastIndexOf('</div>', html.indexOf('</body>'));
  if (start < 0 || end < start) throw new Error('prerender: index.html has no <div id="root">.');
  return {
    before: html.slice(0, start),
    placeholder: html.slice(start + ROOT_START.length, end),
    after: html.slice(end + '</div>'.length),
  };
}

/**
 * The pathnames a page stands for, matched as the router does: any case, a trailing slash. A
 * parameter matches one segment, or only what `params` gives for it (a regular expression's
 * source): the addresses whose first render the page is.
 */
export function addressPattern(
  base: string,
  route: string,
  params: Record<string, string> = {},
): string {
  const segments = `${base}${route.slice(1)}`.replace(/\/$/, '').split('/');
  const source = segments
    .map((segment) =>
      segment.startsWith(':')
        ? `(?:${params[segment.slice(1)] ?? '[^/]+'})`
        : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('/');
  return `^${source}/?$`;
}

/**
 * Served for another address (a host's fallback to index.html for /checkout, say), a page
 * shows the loader of index.html instead of a wrong page until the app renders afresh.
 *
 * With a query the app renders afresh too, over the page, which stays painted until then, less
 * what it drew from its own data (OTHER_QUERY_ATTRIBUTE): the page is the render without a query, and hydrating it where a screen reads the query (the
 * catalogue's filters) fails with React's error #418. Simpler than making each such screen
 * ignore the query until hydrated, and the page still paints before the script runs.
 */
function wrongPageGuard(placeholder: string): string {
  const markup = JSON.stringify(placeholder).replace(/</g, '\\u003c');
  return (
    `<script>(function(){var r=document.getElementById('root');` +
    `if(!new RegExp(r.getAttribute('${PRERENDERED_ATTRIBUTE}'),'i').test(location.pathname))` +
    `{r.removeAttribute('${PRERENDERED_ATTRIBUTE}');r.innerHTML=${markup}}` +
    `else if(location.search){r.removeAttribute('${PRERENDERED_ATTRIBUTE}');` +
    `r.setAttribute('${OTHER_QUERY_ATTRIBUTE}','')}})()</script>`
  );
}

export interface PageParts {
  /** `addressPattern` of the page. */
  address: string;
  /** The app's markup inside `#root`. */
  html: string;
  /** The page's `<title>` and description `<meta>`, in place of index.html's. */
  title?: string;
  description?: string;
  /** More tags for `<head>`: the page's modulepreloads, canonical address, link preview. */
  head: string;
  /** The data the page was drawn with (page-data-script.ts), after `#root`. */
  pageData?: string;
}

const TITLE = /<title>[^<]*<\/title>/;
const DESCRIPTION = /<meta name="description"[^>]*>/;

/** A prerendered page: index.html with the app's markup in `#root`, marked as prerendered. */
export function pageHtml(
  template: PageTemplate,
  { address, html, title, description, head, pageData = '' }: PageParts,
): string {
  let before = template.before;
  if (title) before = before.replace(TITLE, title);
  if (description) before = before.replace(DESCRIPTION, description);
  return (
    before.replace('</head>', `${head}</head>`) +
    `<div id="root" ${PRERENDERED_ATTRIBUTE}="${address}">${html}</div>` +
    pageData +
    wrongPageGuard(template.placeholder) +
    template.after
  );
}
