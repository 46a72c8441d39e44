import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http } from 'msw';
import { expect } from 'vitest';
import { db } from '../../mocks/data/db';
import { server } from '../../mocks/node';

/** The address the app shows: path and query, e.g. "/?name=phone". */
export function currentUrl(): string {
  return `${window.location.pathname}${window.location.search}`;
}

/** Waits until the app has gone to `url` (path and query), e.g. after a delayed redirect. */
export async function expectUrl(url: string): Promise<void> {
  await waitFor(() => expect(currentUrl()).toBe(url));
}

/** Money the way the details, cart and checkout show it: two decimals and KM. */
export function km(value: number): string {
  return `${(Math.round(value * 100) / 100).toFixed(2)} KM`;
}

/** A seeded product, to know what its card and details must show. */
export function seededProduct(id: number) {
  const product = db.product.findFirst({ where: { id: { equals: id } } });
  if (!product) throw new Error(`No product ${id} in the seed.`);
  return product;
}

/** Gives a seeded product the stock a test relies on (the seed's own stock is its own affair). */
export function setStock(id: number, quantity: number): void {
  db.product.update({ where: { id: { equals: id } }, data: { quantity } });
}

/**
 * Replaces what a field holds, as a user clearing it and pasting the text: one input event
 * instead of one per character (a form validates on each), as Playwright's fill.
 */
export async function fill(user: UserEvent, field: HTMLElement, text: string): Promise<void> {
  await user.clear(field);
  if (text) await user.paste(text);
}

type ToastTitle = 'Success' | 'Error' | 'Warning';

/** A toast: a status titled by its kind, its message as the description. */
export function findToast(title: ToastTitle, message: string): Promise<HTMLElement> {
  return screen.findByRole('status', { name: title, description: message });
}

/**
 * Holds every response to `METHOD path` until the returned release is called, so a test sees the
 * screen's loading state; the held requests then get the mock's normal responses.
 */
export function holdResponses(method: 'get' | 'post' | 'patch', path: string): () => void {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  // A resolver that returns nothing hands the request on to the next (the normal) handler.
  server.use(
    http[method](`*${path}`, async () => {
      await released;
    }),
  );
  return release;
}

/** The session id the app keeps in its cookie (spec: session_id), chosen by the test. */
function chooseSessionId(): string {
  const sessionId = crypto.randomUUID();
  document.cookie = `session_id=${sessionId}; Path=/; SameSite=None; Secure`;
  return sessionId;
}

/** Puts products into the visitor's cart through the mock's own add-item call. */
export async function putInCart(lines: Array<{ productId: number; quantity: number }>) {
  const sessionId = chooseSessionId();
  for (const { productId, quantity } of lines) {
    const response = await fetch(new URL('/api/add-item', window.location.origin), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Session-ID': sessionId },
      body: JSON.stringify({ product_id: productId, quantity }),
    });
    if (!response.ok) throw new Error(`Adding product ${productId} failed: ${response.status}`);
  }
}

/** Every product list request the app makes from now on. */
export function productListRequests(): URL[] {
  const requests: URL[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname === '/api/products') requests.push(url);
  });
  return requests;
}

/** Every `method` request to a path matching `path` the app makes from now on. */
export function sentRequests(method: string, path: RegExp): Request[] {
  const requests: Request[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.method === method && path.test(new URL(request.url).pathname)) {
      requests.push(request.clone());
    }
  });
  return requests;
}

/** The paths of every `method` request to a path matching `path` the mock answers from now on. */
export function answeredRequests(method: string, path: RegExp): string[] {
  const answered: string[] = [];
  server.events.on('response:mocked', ({ request }) => {
    const { pathname } = new URL(request.url);
    if (request.method === method && path.test(pathname)) answered.push(pathname);
  });
  return answered;
}

/** The product cards of the catalogue, in the order shown. */
export function productCards(): HTMLElement[] {
  return screen.queryAllByRole('article');
}

/**
 * The names on the cards, once the grid has settled: a new query keeps the previous cards
 * (busy) until its response arrives, and the cards after the first screenful render just after.
 */
export async function cardNames(): Promise<string[]> {
  await waitFor(() => {
    expect(productCards().length).toBeGreaterThan(0);
    expect(document.querySelector('main [aria-busy="true"]')).toBeNull();
  });
  return productCards().map((article) => within(article).getByRole('link').textContent ?? '');
}

/** A shopper's checkout details that every rule accepts. */
export const CUSTOMER = {
  'First name': 'Ana',
  'Last name': 'Anić',
  Phone: '+387 61-234 567',
  Address: 'Titova 1, Sarajevo',
};

/** Fills the checkout's fields by their labels (CUSTOMER by default). */
export async function fillCustomer(
  user: UserEvent,
  values: Record<string, string> = CUSTOMER,
): Promise<void> {
  for (const [label, value] of Object.entries(values)) {
    await fill(user, screen.getByRole('textbox', { name: label }), value);
  }
}

/** The cards' prices, as their "BAM: 12.50" texts say them. */
export function cardPrices(): number[] {
  return productCards().map((card) =>
    Number(
      within(card)
        .getByText(/^BAM: /)
        .textContent!.replace('BAM: ', ''),
    ),
  );
}
