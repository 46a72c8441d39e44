import { virtual } from '@guidepup/virtual-screen-reader';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from './render-app';
import { db } from '../../mocks/data/db';
import { DEMO_CREDENTIALS } from '../../mocks/data/seed';
import { mockSettings } from '../../mocks/settings';
import { SERVER_AWAKE_MESSAGE } from '../../src/app/announce-server-waking';
import { SERVER_WAKING_MESSAGE } from '../../src/lib/server-waking';
import { chooseImage, fillProduct } from './product-form-helpers';
import { CUSTOMER, fill, putInCart, seededProduct, setStock } from './screen-helpers';

/** A seeded power tool (the seed lists one of each sub-category in turn). */
const POWER_TOOL = 11;

const inStock = (category: string) =>
  db.product.getAll().filter((product) => product.quantity > 0 && product.product_type === category)
    .length;

/**
 * What a screen reader says along the shopper's and the staff's journeys, read by a virtual
 * screen reader from the page's accessibility tree (@guidepup/virtual-screen-reader): what takes
 * the focus, and what a live region announces. Each step's words are asserted whole, so a change
 * spoken twice (a toast and the announcer, say) or not at all fails.
 */
afterEach(() => virtual.stop());

/**
 * What the screen reader has said. A live region emptied before its next message (the announcer
 * empties it so that a message said twice is spoken twice) is logged as 'polite: ' with nothing
 * after it: a screen reader says nothing then. A loading state is spoken when it lasts longer
 * than a moment, which in jsdom depends on the machine (a screen's code is compiled on first
 * import): the journeys leave it out, and a test of its own holds a load to hear it.
 */
async function spokenLog({ loading = false } = {}): Promise<string[]> {
  const silent = loading ? /^(polite|assertive): $/ : /^(polite|assertive): $|^polite: Loading/;
  return (await virtual.spokenPhraseLog()).filter((phrase) => !silent.test(phrase));
}

/**
 * Runs `act` and expects the screen reader to say `expected`, those words and no others, but for
 * phrases `mayAlsoHear` that depend on the machine's speed.
 */
async function expectSpoken(
  act: () => Promise<unknown>,
  expected: string[],
  mayAlsoHear: string[] = [],
): Promise<void> {
  const before = (await spokenLog()).length;
  await act();
  let said: string[] = [];
  await waitFor(
    async () => {
      said = (await spokenLog()).slice(before).filter((phrase) => !mayAlsoHear.includes(phrase));
      expect(said).toEqual(expect.arrayContaining(expected));
    },
    {
      onTimeout: () =>
        new Error(`Expected to hear ${JSON.stringify(expected)}; heard ${JSON.stringify(said)}`),
    },
  );
  expect(said).toEqual(expected);
}

const heading = (name: string) => `heading, ${name}, level 1`;

/** Tabs to `control` (focused, as Tab would), hearing its name and role, then presses Enter. */
async function focusAndPress(
  user: UserEvent,
  control: HTMLElement,
  onFocus: string,
  onEnter: string[],
  mayAlsoHear: string[] = [],
): Promise<void> {
  await expectSpoken(async () => control.focus(), [onFocus]);
  // A page whose h1 is not drawn after 3 s has its main content focused meanwhile (its code
  // compiled on first import, slowly on a loaded machine): a screen reader then says "main" first.
  const arriving = onEnter.some((phrase) => /^heading, .*, level 1$/.test(phrase));
  const machineSpeed = arriving ? [...mayAlsoHear, 'main'] : mayAlsoHear;
  await expectSpoken(() => user.keyboard('{Enter}'), onEnter, machineSpeed);
}

describe("a shopper's journey, as a screen reader speaks it", () => {
  it('home, a category, a product, Add to cart, the cart, checkout, the order placed', async () => {
    setStock(POWER_TOOL, 5);
    const tool = seededProduct(POWER_TOOL);
    const { user } = await renderApp('/');
    await virtual.start({ container: document.body });
    const nav = await screen.findByRole('navigation', { name: 'Categories' });
    await focusAndPress(user, within(nav).getByRole('link', { name: 'Tools' }), 'link, Tools', [
      `polite: ${inStock('tools')} products`,
    ]);

    const card = await screen.findByRole('article', { name: tool.product_name });
    await focusAndPress(user, within(card).getByRole('link'), `link, ${tool.product_name}`, [
      heading(tool.product_name),
    ]);

    const add = screen.getByRole('button', { name: 'Add to cart' });
    await focusAndPress(user, add, 'button, Add to cart', [
      'polite: Item added to cart. Cart: 1 item.',
    ]);
    expect(add).toHaveFocus();

    const cart = screen.getByRole('link', { name: 'cart 1 item' });
    await focusAndPress(user, cart, 'link, cart 1 item', [heading('Shopping cart')]);
    const increase = await screen.findByRole('button', { name: /^Increase/ });
    await focusAndPress(user, increase, `button, ${increase.getAttribute('aria-label')}`, [
      `polite: Item increased: ${tool.product_name}, quantity 2.`,
    ]);

    const proceed = screen.getByRole('link', { name: 'Proceed to Checkout' });
    await focusAndPress(user, proceed, 'link, Proceed to Checkout', [heading('Checkout')]);
    for (const [label, value] of Object.entries(CUSTOMER)) {
      await fill(user, screen.getByRole('textbox', { name: label }), value);
    }
    const place = screen.getByRole('button', { name: 'Place Order' });
    await focusAndPress(user, place, 'button, Place Order', [
      heading('Thank you for your order'),
      'polite: Order successfully made',
    ]);
    // A moment later the shop takes the shopper back to its first page.
    await expectSpoken(async () => undefined, [heading('Products')]);
  });
});

describe("staff's journey, as a screen reader speaks it", () => {
  it('sign in, create a product, the orders, their next page, an order, its status', async () => {
    const { user } = await renderApp('/sign-in');
    await virtual.start({ container: document.body });
    await fill(
      user,
      await screen.findByRole('textbox', { name: /Username/ }),
      DEMO_CREDENTIALS.username,
    );
    await fill(user, screen.getByLabelText(/^Password/), DEMO_CREDENTIALS.password);
    await focusAndPress(user, screen.getByRole('button', { name: 'Sign in' }), 'button, Sign in', [
      'polite: Successfully logged in',
      heading('Products'),
    ]);

    const create = screen.getByRole('link', { name: 'Create product' });
    await focusAndPress(user, create, 'link, Create product', [heading('Create product')]);
    await chooseImage(user);
    await fillProduct(user, 'Spoken Laptop');
    await focusAndPress(
      user,
      screen.getByRole('button', { name: 'Create product' }),
      'button, Create product',
      ['polite: product successfully added', heading('Products')],
    );

    const menu = screen.getByRole('button', { name: 'Open dashboard menu' });
    await focusAndPress(user, menu, 'button, Open dashboard menu', [
      'dialog, Admin dashboard, modal',
    ]);
    const ordersLink = within(screen.getByRole('dialog')).getByRole('link', { name: 'orders' });
    // While the order list's code loads on a busy machine, the link still has the focus in the
    // closing menu and becomes the current page: a screen reader may say so before the heading.
    await focusAndPress(
      user,
      ordersLink,
      'link, orders',
      [heading('Orders')],
      ['link, orders, current page'],
    );

    const total = db.order.count();
    const next = await screen.findByRole('button', { name: 'Next page' });
    await focusAndPress(user, next, 'button, Next page', [
      `polite: Page 2 of ${Math.ceil(total / 5)}: orders 6 to 10 of ${total}`,
    ]);
    expect(next).toHaveFocus();

    const [details] = await screen.findAllByRole('link', { name: /^View details of order #\d+/ });
    const name = details.textContent!;
    const order = name.match(/#(\d+)/)![1];
    await focusAndPress(user, details, `link, ${name}`, [heading(`Order #${order}`)]);
    const rejected = await screen.findByRole('button', { name: 'Rejected' });
    await focusAndPress(user, rejected, 'button, Rejected', [
      'polite: Status changes',
      heading('Orders'),
    ]);
  });
});

describe('what else a screen reader hears', () => {
  it("a failure is spoken once, in the server's words, interrupting; the focus stays", async () => {
    setStock(POWER_TOOL, 5);
    await putInCart([{ productId: POWER_TOOL, quantity: 1 }]);
    const { user } = await renderApp('/checkout', { scenarios: ['checkout-fails'] });
    await virtual.start({ container: document.body });
    await screen.findByRole('region', { name: 'Order summary' });
    for (const [label, value] of Object.entries(CUSTOMER)) {
      await fill(user, screen.getByRole('textbox', { name: label }), value);
    }
    const place = screen.getByRole('button', { name: 'Place Order' });
    await focusAndPress(user, place, 'button, Place Order', [
      'assertive: Error: The order service is temporarily unavailable.',
    ]);
    expect(place).toHaveFocus();
  });

  it('back to the catalogue, the card left by takes the focus again', async () => {
    const { user } = await renderApp('/');
    const [card] = await screen.findAllByRole('article');
    const link = within(card).getByRole('link');
    const name = link.textContent!;
    await user.click(link);
    const productHeading = await screen.findByRole('heading', { level: 1, name });
    await waitFor(() => expect(productHeading).toHaveFocus());
    await virtual.start({ container: document.body });
    await expectSpoken(async () => window.history.back(), [`link, ${name}`]);
    expect(within(screen.getAllByRole('article')[0]).getByRole('link')).toHaveFocus();
  });

  it('a load longer than a moment says what loads; a waking server says so, and when it is up', async () => {
    mockSettings.apiWakeSeconds = 2;
    await renderApp('/', { scenarios: ['api-asleep'] });
    await virtual.start({ container: document.body });
    const before = (await spokenLog({ loading: true })).length;
    const expected = [
      `polite: ${SERVER_WAKING_MESSAGE}`,
      'polite: Loading products...',
      `polite: ${SERVER_AWAKE_MESSAGE}`,
    ];
    const heard = async () => (await spokenLog({ loading: true })).slice(before);
    await waitFor(async () => expect(await heard()).toEqual(expected), {
      timeout: 10_000,
    });
    expect(await screen.findAllByRole('article')).not.toHaveLength(0);
  });
});
