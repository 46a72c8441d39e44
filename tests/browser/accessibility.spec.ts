import type { Locator, Page } from '@playwright/test';
import { expectNoAxeViolations, WIDTHS } from './axe';
import { expect, openAsStaff, test } from './fixtures';
import {
  addFirstTwo,
  holdToast,
  openCart,
  productCards,
  shownToast,
  waitForSettledGrid,
} from './shop-helpers';
import { appInteractive } from '../support/early-input';

/**
 * The sweep: every route and every state a shopper or staff member reaches (dialogs open, forms
 * showing their errors, toasts), each checked by axe (WCAG 2.2 A and AA, label in name, any
 * impact) at 1280 and at 375 px. A test walks a journey through several states by the app's own
 * links and buttons, as a user does; at each state it checks the page at 1280 px, narrows the
 * window to 375 px (a phone turned, a window dragged) and checks it again, then widens it back and
 * goes on (a state only a phone shows is reached at 375 px). A state's screen is also checked at
 * each width: one h1 and a title of its own, and links that lead to different places have
 * different names. axe's findings are soft: a state's violations do not hide the next state's.
 */

type Width = (typeof WIDTHS)[number];

interface State {
  /** Its name, in the step's title and in axe's report. */
  name: string;
  /**
   * Brings the page from the journey's previous state (a fresh page for the first) to this one.
   * A state with a toast calls `hold` once its toast shows, which keeps it there (a toast leaves
   * 2.5 s after it shows): `holdToast`.
   */
  reach: (page: Page, hold: () => Promise<void>) => Promise<unknown>;
  /** The text of the toast the state shows, which must still show once axe has run. */
  toast?: string;
  /** The screen's own checks, made where it is reached. */
  screen?: (page: Page) => Promise<void>;
  /** Both widths unless only one shows the state. */
  widths?: readonly Width[];
}

/** States walked one after the other in one test. */
interface Journey {
  name: string;
  states: State[];
}

/** The screen shown has one h1, reading `h1`, and the tab's title `title`. */
async function expectScreen(page: Page, h1: string | RegExp, title: string): Promise<void> {
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveCount(1);
  await expect(heading).toBeVisible();
  await expect(heading).toHaveText(h1);
  await expect(page).toHaveTitle(title);
}

/** A product's screen is named after the product. */
async function expectProductScreen(page: Page): Promise<void> {
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveCount(1);
  await expect(page).toHaveTitle(`${await heading.innerText()} · WebShop`);
}

/**
 * Visible links' accessible names (aria-label, else their text) with every target of each.
 * A product card's link is its product's name, as the data has it (the seed repeats a few).
 */
async function linkTargetsByName(page: Page): Promise<Record<string, string[]>> {
  return page.evaluate(() => {
    const byName: Record<string, string[]> = {};
    for (const link of document.querySelectorAll<HTMLAnchorElement>('a[href]')) {
      if (!link.checkVisibility() || link.closest('#mock-toolbar-root, article')) continue;
      const name = (link.getAttribute('aria-label') ?? link.textContent ?? '')
        .replace(/\s+/g, ' ')
        .trim();
      const targets = (byName[name] ??= []);
      if (!targets.includes(link.href)) targets.push(link.href);
    }
    return byName;
  });
}

async function expectNoNameSharedByTwoTargets(page: Page, screen: string): Promise<void> {
  const shared = Object.entries(await linkTargetsByName(page)).filter(
    ([, targets]) => targets.length > 1,
  );
  expect(shared, `links of ${screen} with one name and several targets`).toEqual([]);
}

// The steps that open a journey's first state.

async function openHome(page: Page): Promise<void> {
  await page.goto('/');
  await waitForSettledGrid(page);
}

async function openFilterDialog(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Filters', exact: true }).click();
  const filterDialog = page.getByRole('dialog', { name: 'Product filter' });
  await expect(filterDialog).toBeVisible();
  return filterDialog;
}

async function openCategoryPage(page: Page): Promise<void> {
  await page.goto('/?category=tools');
  await expect(
    page.getByRole('navigation', { name: 'Categories' }).getByRole('link', { name: 'Hand Tools' }),
  ).toBeVisible();
  await waitForSettledGrid(page);
}

async function openStaffProduct(page: Page): Promise<void> {
  await openAsStaff(page, '/dashboard/product/1');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

const SHOPPER_JOURNEYS: Journey[] = [
  {
    name: 'the catalogue and its filters',
    states: [
      {
        name: 'home',
        reach: openHome,
        screen: async (page) => {
          await expectScreen(page, 'Products', 'Products · WebShop');
          await expectNoNameSharedByTwoTargets(page, 'the catalogue');
        },
      },
      { name: 'filter dialog', reach: openFilterDialog },
      {
        name: 'filter dialog with its error',
        reach: async (page) => {
          const filterDialog = page.getByRole('dialog', { name: 'Product filter' });
          await filterDialog.getByLabel('Min price (BAM)').fill('500');
          await filterDialog.getByLabel('Max price (BAM)').fill('100');
          await expect(filterDialog.getByText('Min price cannot be above max price')).toBeVisible();
        },
      },
      {
        name: 'no products match',
        reach: async (page) => {
          const filterDialog = page.getByRole('dialog', { name: 'Product filter' });
          await filterDialog.getByLabel('Min price (BAM)').fill('100');
          await filterDialog.getByLabel('Max price (BAM)').fill('500');
          await filterDialog.getByLabel('Name').fill('no-such-product');
          await filterDialog.getByRole('button', { name: 'Apply Filters' }).click();
          await expect(
            page.getByRole('main').getByText('No products match your filters'),
          ).toBeVisible();
        },
      },
    ],
  },
  {
    name: "a category, its sort and the phone's menu",
    states: [
      { name: 'a category page', reach: openCategoryPage },
      {
        name: 'sort dialog',
        reach: async (page) => {
          await page.getByRole('button', { name: 'Sort', exact: true }).click();
          await expect(page.getByRole('dialog', { name: 'Sorting' })).toBeVisible();
        },
      },
      {
        // The menu button is the phone's.
        name: 'menu drawer',
        widths: [WIDTHS[1]],
        reach: async (page) => {
          await page.keyboard.press('Escape');
          await expect(page.getByRole('dialog', { name: 'Sorting' })).toBeHidden();
          await page.getByRole('button', { name: 'Open menu' }).click();
          await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
        },
      },
    ],
  },
  {
    name: 'pages opened by their address',
    states: [
      {
        name: 'product details',
        reach: async (page) => {
          await page.goto('/product/1');
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        },
        screen: expectProductScreen,
      },
      {
        name: 'product not found',
        reach: (page) => page.goto('/product/99999'),
        screen: (page) => expectScreen(page, 'Product not found', 'Product not found · WebShop'),
      },
      {
        name: 'page not found',
        reach: async (page) => {
          await page.goto('/no-such-page');
          await expect(page.getByRole('button', { name: 'Go back' })).toBeVisible();
        },
        screen: (page) => expectScreen(page, 'Page not found', 'Page not found · WebShop'),
      },
      {
        name: 'orders for a shopper',
        reach: async (page) => {
          await page.goto('/orders');
          await expect(page.getByText(/You place an order from your cart/)).toBeVisible();
        },
        screen: (page) => expectScreen(page, 'Orders', 'Orders · WebShop'),
      },
      {
        name: 'empty cart',
        reach: async (page) => {
          await page.goto('/cart');
          await expect(
            page.getByRole('heading', { level: 1, name: 'Cart is empty' }),
          ).toBeVisible();
        },
        screen: (page) => expectScreen(page, 'Cart is empty', 'Cart · WebShop'),
      },
    ],
  },
  {
    name: 'from the cart to the order placed',
    states: [
      {
        name: 'cart with items and a success toast',
        toast: 'Item added to cart',
        reach: async (page, hold) => {
          await openHome(page);
          await addFirstTwo(page);
          // Held from the catalogue on, so the cart is opened with the keyboard.
          await hold();
          await openCart(page, { byKeyboard: true });
          await expect(page.getByRole('link', { name: 'Proceed to Checkout' })).toBeVisible();
        },
        screen: async (page) => {
          await expectScreen(page, 'Shopping cart', 'Cart · WebShop');
          await expect(
            page.getByRole('list', { name: 'Cart items' }).getByRole('listitem'),
          ).toHaveCount(2);
          await expectNoNameSharedByTwoTargets(page, 'the cart');
        },
      },
      {
        name: 'checkout',
        reach: async (page) => {
          await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
          await expect(page.getByRole('button', { name: 'Place Order' })).toBeVisible();
        },
        screen: (page) => expectScreen(page, 'Checkout', 'Checkout · WebShop'),
      },
      {
        name: 'checkout with its errors',
        reach: async (page) => {
          await page.getByRole('button', { name: 'Place Order' }).click();
          await expect(page.getByText('First name is required')).toBeVisible();
        },
      },
      {
        name: 'the order placed, with its toast',
        toast: 'Order successfully made',
        reach: async (page, hold) => {
          for (const [label, value] of [
            ['First name', 'Ana'],
            ['Last name', 'Anić'],
            ['Phone', '061234567'],
            ['Address', 'Titova 1, Sarajevo'],
          ]) {
            await page.getByRole('textbox', { name: label }).fill(value);
          }
          await page.getByRole('button', { name: 'Place Order' }).click();
          await hold();
          await expect(page.getByRole('link', { name: 'cart 0 items' })).toBeVisible();
          await waitForSettledGrid(page);
        },
      },
      {
        name: "the shopper's orders, as this device kept them",
        reach: async (page) => {
          await page
            .getByRole('contentinfo')
            .getByRole('link', { name: 'Check order status' })
            .click();
          await expect(page.getByRole('article', { name: /^Order placed / })).toBeVisible();
        },
        screen: (page) => expectScreen(page, 'Orders', 'Orders · WebShop'),
      },
    ],
  },
  {
    name: 'signing in',
    states: [
      {
        name: 'sign-in',
        reach: async (page) => {
          await page.goto('/sign-in');
          await appInteractive(page);
        },
        screen: (page) => expectScreen(page, 'Sign in to your account', 'Sign in · WebShop'),
      },
      {
        name: 'sign-in with its errors',
        reach: async (page) => {
          await page.getByRole('button', { name: 'Sign in' }).click();
          await expect(page.getByText('Username is required')).toBeVisible();
          await expect(page.getByText('Password is required')).toBeVisible();
        },
      },
      {
        name: 'a failed sign-in with its toast',
        toast: 'Wrong credentials',
        reach: async (page, hold) => {
          await page.getByRole('textbox', { name: 'Username' }).fill('admin');
          await page.getByRole('textbox', { name: 'Password', exact: true }).fill('wrong password');
          await page.getByRole('button', { name: 'Sign in' }).click();
          await hold();
          await expect(page).toHaveURL(/\/sign-in$/);
        },
      },
    ],
  },
];

// Staff's journeys start signed in.
const STAFF_JOURNEYS: Journey[] = [
  {
    name: 'the dashboard and a new product',
    states: [
      {
        name: 'dashboard',
        reach: async (page) => {
          await openAsStaff(page);
          await expect(productCards(page).first()).toBeVisible();
        },
        screen: async (page) => {
          await expectScreen(page, 'Products', 'Dashboard · WebShop');
          await expectNoNameSharedByTwoTargets(page, 'the dashboard');
        },
      },
      {
        name: 'dashboard menu',
        reach: async (page) => {
          await page.getByRole('button', { name: 'Open dashboard menu' }).click();
          await expect(page.getByRole('navigation', { name: 'Dashboard' })).toBeVisible();
        },
      },
      {
        name: 'create product',
        reach: async (page) => {
          const menu = page.getByRole('navigation', { name: 'Dashboard' });
          await menu.getByRole('link', { name: 'products' }).click();
          await expect(page.getByRole('heading', { name: 'Create product' })).toBeVisible();
        },
        screen: (page) => expectScreen(page, 'Create product', 'Create product · WebShop'),
      },
      {
        name: 'create product with its errors',
        reach: async (page) => {
          await page.getByRole('button', { name: 'Create product' }).click();
          await expect(page.getByText('You have to add picture')).toBeVisible();
          await expect(page.getByText('description cannot be empty')).toBeVisible();
        },
      },
    ],
  },
  {
    name: 'a product, deleted and edited',
    states: [
      { name: 'dashboard product details', reach: openStaffProduct, screen: expectProductScreen },
      {
        name: 'delete-product dialog',
        reach: async (page) => {
          await page.getByRole('button', { name: 'Delete' }).click();
          await expect(
            page.getByRole('alertdialog').getByRole('button', { name: 'Confirm' }),
          ).toBeVisible();
        },
      },
      {
        name: 'edit product',
        reach: async (page) => {
          await page.keyboard.press('Escape');
          await expect(page.getByRole('alertdialog')).toBeHidden();
          await page.getByRole('link', { name: 'Edit' }).click();
          await expect(page.getByLabel('Product name')).toHaveValue(/.+/);
        },
        screen: (page) => expectScreen(page, 'Edit product', 'Edit product · WebShop'),
      },
      {
        name: 'edit product with its errors',
        reach: async (page) => {
          await page.getByLabel('Product name').fill('');
          await page.getByRole('button', { name: 'Save Changes' }).click();
          await expect(page.getByText('product name cannot be empty')).toBeVisible();
        },
      },
    ],
  },
  {
    name: 'the profile and logging out',
    states: [
      {
        name: 'profile (editing)',
        reach: async (page) => {
          await openAsStaff(page, '/dashboard/my-profile');
          await page.getByRole('button', { name: 'Start Editing!' }).click();
          await expect(page.getByRole('button', { name: 'Submit' })).toBeVisible();
        },
        screen: (page) => expectScreen(page, 'Your profile', 'Your profile · WebShop'),
      },
      {
        name: 'profile with its errors',
        reach: async (page) => {
          await page.getByLabel('Email', { exact: true }).fill('not-an-email');
          await page.getByLabel('New password', { exact: true }).fill('weak');
          await page.getByRole('button', { name: 'Submit' }).click();
          await expect(page.getByText('Invalid email format')).toBeVisible();
        },
      },
      {
        name: 'logout dialog',
        reach: async (page) => {
          await page.getByRole('button', { name: 'Open dashboard menu' }).click();
          await page.getByRole('button', { name: 'log out' }).click();
          await expect(page.getByRole('alertdialog').getByText('Comeback soon')).toBeVisible();
        },
      },
    ],
  },
  {
    name: 'orders and their status',
    states: [
      {
        name: 'order list',
        reach: async (page) => {
          await openAsStaff(page, '/dashboard/order-management');
          await expect(page.getByRole('link', { name: /^View details/ })).toHaveCount(5);
        },
        screen: async (page) => {
          const details = page.getByRole('link', { name: /^View details/ });
          await expect(details.first()).toHaveText(/^View details/);
          await expect(details.first()).toHaveAccessibleName(
            /^View details of order #\d+ from \d\d\.\d\d\.\d{4}$/,
          );
          await expectScreen(page, 'Orders', 'Orders · WebShop');
          await expectNoNameSharedByTwoTargets(page, 'the order list');
        },
      },
      {
        name: 'order detail',
        reach: async (page) => {
          await page
            .getByRole('link', { name: /^View details/ })
            .first()
            .click();
          await expect(page).toHaveURL(/\/dashboard\/order\/1$/);
          await expect(page.getByRole('button', { name: 'Accepted (Preparation)' })).toBeVisible();
        },
        screen: (page) => expectScreen(page, 'Order #1', 'Order #1 · WebShop'),
      },
      {
        name: 'order detail with an error toast',
        toast: 'The order was changed by someone else.',
        reach: async (page, hold) => {
          // A danger toast: the status change fails.
          await page.evaluate(() => window.__mock!.use('status-change-fails'));
          await page.getByRole('button', { name: 'Accepted (Preparation)' }).click();
          await hold();
          await expect(page).toHaveURL(/\/dashboard\/order\/1$/);
        },
      },
    ],
  },
];

/** Reaches `state` from where the page is, and checks it at each of its widths (or `only`). */
async function checkState(page: Page, state: State, only?: readonly Width[]): Promise<void> {
  const widths = state.widths ?? only ?? WIDTHS;
  const toast = state.toast === undefined ? undefined : shownToast(page, state.toast);
  const hold = async () => {
    expect(toast, 'the state names the toast it holds').toBeDefined();
    await holdToast(toast!.first());
  };
  await page.setViewportSize(widths[0]);
  await state.reach(page, hold);
  for (const [index, size] of widths.entries()) {
    if (index > 0) {
      await page.setViewportSize(size);
      // The toast moved with the layout, from under the pointer.
      if (toast) await hold();
    }
    await state.screen?.(page);
    await expectNoAxeViolations(page, `${state.name} at ${size.width} px`);
    if (toast) await expect(toast.first(), 'the toast stayed while axe ran').toBeVisible();
  }
}

const GROUPS = [
  ['shopper screens', SHOPPER_JOURNEYS],
  ['staff screens @staff', STAFF_JOURNEYS],
] as const;

for (const [group, journeys] of GROUPS) {
  test.describe(group, () => {
    for (const journey of journeys) {
      test(journey.name, async ({ page }) => {
        // A journey walks as many states as three or four tests do.
        test.slow();
        for (const state of journey.states) {
          await test.step(state.name, () => checkState(page, state));
        }
      });
    }
  });
}

// The same walks in dark colours, as a device that asks for them gets: at 1280 px, for a colour's
// contrast is the same at any width (a state only a phone shows at 375 px).
for (const [group, journeys] of GROUPS) {
  test.describe(`${group.replace(' @staff', '')} in dark colours${group.endsWith('@staff') ? ' @staff' : ''}`, () => {
    test.use({ colorScheme: 'dark' });
    for (const journey of journeys) {
      test(journey.name, async ({ page }) => {
        test.slow();
        for (const state of journey.states) {
          await test.step(state.name, () => checkState(page, state, [WIDTHS[0]]));
        }
      });
    }
  });
}
