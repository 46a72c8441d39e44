import { server } from '../../mocks/node';

/**
 * What a screen test's page showed when it failed, in a few lines a log can hold: the address,
 * the focus, the dialogs, headings and messages, the requests still unanswered and the last ones
 * answered, and the start of the page's text. A failure in CI is then understood from its log.
 */

const requests: string[] = [];
const unanswered = new Map<string, string>();

/** Follows the mock's requests of the test from now on (the test setup calls it first thing). */
export function followRequests(): void {
  requests.length = 0;
  unanswered.clear();
  server.events.on('request:start', ({ request, requestId }) => {
    unanswered.set(requestId, `${request.method} ${new URL(request.url).pathname}`);
  });
  server.events.on('response:mocked', ({ request, requestId, response }) => {
    unanswered.delete(requestId);
    requests.push(`${request.method} ${new URL(request.url).pathname} ${response.status}`);
  });
}

/** The report's first line. */
export const REPORT_TITLE = 'The screen showed:';
const LAST_REQUESTS = 8;
const TEXT_CHARACTERS = 1200;

const text = (element: Element) => (element.textContent ?? '').replace(/\s+/g, ' ').trim();
/** An element's name as its label gives it, else the start of its text. */
function named(element: Element): string {
  const labelledBy = element.getAttribute('aria-labelledby')?.split(' ') ?? [];
  const label = labelledBy.map((id) => document.getElementById(id)).filter(Boolean) as Element[];
  return (
    element.getAttribute('aria-label') ?? (label.map(text).join(' ') || text(element).slice(0, 80))
  );
}

function describeFocus(): string {
  const focused = document.activeElement;
  if (!focused || focused === document.body) return 'the page (nothing focused)';
  const role = focused.getAttribute('role') ?? focused.tagName.toLowerCase();
  return `${role} "${named(focused)}"`;
}

function list(selector: string, describe: (element: Element) => string): string {
  const items = [...document.querySelectorAll(selector)].map(describe).filter(Boolean);
  return items.length ? items.map((item) => `"${item}"`).join(', ') : 'none';
}

/** The report: one line a fact, the page's text last. */
export function describeScreen(): string {
  const main = document.querySelector('main') ?? document.body;
  return [
    REPORT_TITLE,
    `  address: ${window.location.pathname}${window.location.search}`,
    `  focus: ${describeFocus()}`,
    `  dialogs: ${list('[role="dialog"], [role="alertdialog"]', named)}`,
    `  page heading: ${list('h1', text)}`,
    `  messages: ${list('[role="status"], [role="alert"], [aria-live]', text)}`,
    `  busy: ${list('[aria-busy="true"]', (element) => element.tagName.toLowerCase())}`,
    `  requests unanswered: ${[...unanswered.values()].join(', ') || 'none'}`,
    `  last answered: ${requests.slice(-LAST_REQUESTS).join(', ') || 'none'}`,
    `  text of ${main.tagName.toLowerCase()}: ${text(main).slice(0, TEXT_CHARACTERS)}`,
  ].join('\n');
}
