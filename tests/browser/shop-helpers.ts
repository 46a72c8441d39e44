import type { Locator, Page } from '@playwright/test';
import { expect, mockStarted } from './fixtures';

/** The product cards of the catalogue, in the order shown. */
export function productCards(page: Page): Locator {
  return page.getByRole('article');
}

/**
 * A new filter keeps the previous cards on screen (aria-busy) until its response arrives, and the
 * grid is busy while it renders the cards after the first screenful.
 */
export async function waitForSettledGrid(page: Page): Promise<void> {
  await expect(productCards(page).first()).toBeVisible();
  await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
}

/**
 * The texts of `elements`, as a screen reader reads them: a card off screen is not drawn
 * (`content-visibility`), and the browser's `innerText` of what it does not draw is empty.
 */
function textsOf(elements: Locator): Promise<string[]> {
  return elements.evaluateAll((found) =>
    found.map((element) => (element.textContent ?? '').replace(/\s+/g, ' ').trim()),
  );
}

export async function cardNames(page: Page): Promise<string[]> {
  await waitForSettledGrid(page);
  return textsOf(productCards(page).getByRole('link'));
}

/** "BAM: 12.50" texts of the cards -> numbers. */
export async function cardPrices(page: Page): Promise<number[]> {
  await waitForSettledGrid(page);
  const texts = await textsOf(productCards(page).getByText(/^BAM: /));
  return texts.map((text) => Number(text.replace('BAM: ', '')));
}

/**
 * The name of the first card whose stock ('Quantity: n') suits the test, other than `except` and
 * other than a name two cards share (`card` finds a card by its name): a test picks its products
 * by what it needs of them, never by the seed's names.
 */
export async function cardWithStock(
  page: Page,
  suits: (stock: number) => boolean,
  except: string[] = [],
): Promise<string> {
  const names = await cardNames(page);
  const stocks = await textsOf(productCards(page).getByText(/^Quantity: \d+$/));
  const found = names.find(
    (name, at) =>
      !except.includes(name) &&
      names.indexOf(name) === names.lastIndexOf(name) &&
      suits(Number(stocks[at].replace('Quantity: ', ''))),
  );
  expect(found, 'a product in the catalogue with the stock this test needs').toBeDefined();
  return found!;
}

export function card(page: Page, name: string): Locator {
  return productCards(page).filter({ has: page.getByRole('link', { name, exact: true }) });
}

/** Money the way the app shows it: two decimals and KM. */
export function km(value: number): string {
  return `${(Math.round(value * 100) / 100).toFixed(2)} KM`;
}

/** Adds the first two cards' products from the catalogue and opens the cart: its two lines. */
export async function openCartWithTwoLines(page: Page): Promise<Locator> {
  await page.goto('/');
  return addFirstTwoAndOpenCart(page);
}

/** On the catalogue shown: adds its first two cards' products, opens the cart, its two lines. */
export async function addFirstTwoAndOpenCart(page: Page): Promise<Locator> {
  await addFirstTwo(page);
  return openCart(page);
}

/** On the catalogue shown: adds its first two cards' products; the top bar counts 2 items. */
export async function addFirstTwo(page: Page): Promise<void> {
  // Each count then waits for the answer, not for the demo's backend to start (which a busy
  // machine takes seconds over; taps before it starts have tests of their own).
  await mockStarted(page);
  for (const [index, count] of [
    [0, '1 item'],
    [1, '2 items'],
  ] as const) {
    await productCards(page).nth(index).getByRole('button', { name: 'Add to cart' }).click();
    await expect(page.getByRole('link', { name: `cart ${count}` })).toBeVisible();
  }
}

/**
 * Opens the cart by the top bar's link, with Enter when `byKeyboard` (which leaves the pointer
 * where it is: on a held toast, say); returns its lines, two expected.
 */
export async function openCart(page: Page, { byKeyboard = false } = {}): Promise<Locator> {
  const link = page.getByRole('link', { name: /^cart \d/ });
  if (byKeyboard) await link.press('Enter');
  else await link.click();
  const lines = page.getByRole('list', { name: 'Cart items' });
  await expect(lines.getByRole('listitem')).toHaveCount(2);
  return lines;
}

/**
 * Waits for `toast` to show and rests the pointer on it: the toaster holds every toast while the
 * pointer is over one, so it stays however long the checks that follow take on a slow machine (a
 * toast leaves 2.5 s after it shows). Moving the pointer elsewhere (a click) lets the toasts go.
 */
export async function holdToast(toast: Locator): Promise<void> {
  await toast.hover();
  // A toast that leaves moves those below it: once the stack has stopped moving, the pointer is
  // put back on this one (it may have left it, and the toasts go on again when it does).
  await expect
    .poll(() =>
      toast.evaluate(
        (element) =>
          element
            .closest('[data-scope="toast"][data-part="group"]')
            ?.getAnimations({ subtree: true })
            .filter((animation) => animation.playState === 'running').length ?? 0,
      ),
    )
    .toBe(0);
  await toast.hover();
}

/**
 * The toast showing `message`. The announcer's hidden live region speaks the same words (and
 * stays in the page with them), so a toast is found as a toast, not by its text alone.
 */
export function shownToast(page: Page, message: string): Locator {
  return page.locator('[data-scope="toast"][data-part="root"]').filter({ hasText: message });
}

/** The toasts' list is drawn: the page downloads its code once idle, as a phone's page has it. */
export async function toastListDrawn(page: Page): Promise<void> {
  await page
    .locator('[data-scope="toast"][data-part="group"]')
    .first()
    .waitFor({ state: 'attached' });
}
