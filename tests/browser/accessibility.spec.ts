import type { Locator, Page } from '@playwright/test';
import { expectNoAxeViolations, WIDTHS } from './axe';
import { expect, openAsStaff, test } from './fixtures';
import {
  addFirstTwo,
  holdToast,
  openCart,
  openCartWithTwoLines,
  productCards,
  shownToast,
  waitForSettledGrid,
} from './shop-helpers';
import { appInteractive } from '../support/early-input';

/**
 * The sweep: every route and every state a shopper or staff member reaches (dialogs open, forms
 * showing their errors, toasts), each checked by axe (WCAG 2.2 A and AA, label in name, any
 * impact) at 1280 and at 375 px. A test walks to its state at 1280 px by the app's own links and
 * buttons, as a user does, and checks it; then narrows the window to 375 px, as a phone turned
 * or a window dragged, and checks it again (a state only a phone shows is reached at 375 px). A
 * state's screen is also checked at each width: one h1 and a title of its own, and links that
 * lead to different places have different names.
 */

type Width = (typeof WIDTHS)[number];

interface State {
  /** Its name, in the test's title and in axe's report. */
  name: string;
  /**
   * Brings a fresh page to the state. A state with a toast calls `hold` once its toast shows,
   * which keeps it there (a toast leaves 2.5 s after it shows): `holdToast`.
   */
  reach: (page: Page, hold: () => Promise<void>) => Promise<unknown>;
  /** The text of the toast the state shows, which must still show once axe has run. */
  toast?: string;
  /** The screen's own checks, made where it is reached. */
  screen?: (page: Page) => Promise<void>;
  /** Both widths unless only one shows the state. */
  widths?: readonly Width[];
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

// The shopper's steps, each from where the one before it leaves the page.

async function openHome(page: Page): Promise<void> {
  await page.goto('/');
  await waitForSettledGrid(page);
}

async function openFilterDialog(page: Page): Promise<Locator> {
  await openHome(page);
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

async function openCheckout(page: Page): Promise<Locator> {
  await openCartWithTwoLines(page);
  await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
  const placeOrder = page.getByRole('button', { name: 'Place Order' });
  await expect(placeOrder).toBeVisible();
  return placeOrder;
}

async function openSignIn(page: Page): Promise<Locator> {
  await page.goto('/sign-in');
  await appInteractive(page);
  return page.getByRole('button', { name: 'Sign in' });
}

// Staff's steps: a test of staff's screens starts signed in.

async function openDashboardMenu(page: Page): Promise<Locator> {
  await openAsStaff(page);
  await expect(productCards(page).first()).toBeVisible();
  await page.getByRole('button', { name: 'Open dashboard menu' }).click();
  const menu = page.getByRole('navigation', { name: 'Dashboard' });
  await expect(menu).toBeVisible();
  return menu;
}

async function openCreateProduct(page: Page): Promise<void> {
  const menu = await openDashboardMenu(page);
  await menu.getByRole('link', { name: 'products' }).click();
  await expect(page.getByRole('heading', { name: 'Create product' })).toBeVisible();
}

async function openStaffProduct(page: Page): Promise<void> {
  await openAsStaff(page, '/dashboard/product/1');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

async function openEditProduct(page: Page): Promise<Locator> {
  await openStaffProduct(page);
  await page.getByRole('link', { name: 'Edit' }).click();
  const name = page.getByLabel('Product name');
  await expect(name).toHaveValue(/.+/);
  return name;
}

async function editProfile(page: Page): Promise<void> {
  await openAsStaff(page, '/dashboard/my-profile');
  await page.getByRole('button', { name: 'Start Editing!' }).click();
  await expect(page.getByRole('button', { name: 'Submit' })).toBeVisible();
}

/** The order list: its 'View details' links, which name their order. */
async function openOrderList(page: Page): Promise<Locator> {
  await openAsStaff(page, '/dashboard/order-management');
  const details = page.getByRole('link', { name: /^View details/ });
  await expect(details).toHaveCount(5);
  return details;
}

async function openOrderDetail(page: Page): Promise<Locator> {
  const details = await openOrderList(page);
  await details.first().click();
  await expect(page).toHaveURL(/\/dashboard\/order\/1$/);
  const accept = page.getByRole('button', { name: 'Accepted (Preparation)' });
  await expect(accept).toBeVisible();
  return accept;
}

const SHOPPER_STATES: State[] = [
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
      const filterDialog = await openFilterDialog(page);
      await filterDialog.getByLabel('Min price (BAM)').fill('500');
      await filterDialog.getByLabel('Max price (BAM)').fill('100');
      await expect(filterDialog.getByText('Min price cannot be above max price')).toBeVisible();
    },
  },
  {
    name: 'no products match',
    reach: async (page) => {
      const filterDialog = await openFilterDialog(page);
      await filterDialog.getByLabel('Name').fill('no-such-product');
      await filterDialog.getByRole('button', { name: 'Apply Filters' }).click();
      await expect(
        page.getByRole('main').getByText('No products match your filters'),
      ).toBeVisible();
    },
  },
  { name: 'a category page', reach: openCategoryPage },
  {
    name: 'sort dialog',
    reach: async (page) => {
      await openCategoryPage(page);
      await page.getByRole('button', { name: 'Sort', exact: true }).click();
      await expect(page.getByRole('dialog', { name: 'Sorting' })).toBeVisible();
    },
  },
  {
    // The menu button is the phone's.
    name: 'menu drawer',
    widths: [WIDTHS[1]],
    reach: async (page) => {
      await openCategoryPage(page);
      await page.getByRole('button', { name: 'Open menu' }).click();
      await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    },
  },
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
    reach: async (page) => {
      await page.goto('/product/99999');
    },
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
      await expect(page.getByRole('heading', { level: 1, name: 'Cart is empty' })).toBeVisible();
    },
    screen: (page) => expectScreen(page, 'Cart is empty', 'Cart · WebShop'),
  },
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
    reach: openCheckout,
    screen: (page) => expectScreen(page, 'Checkout', 'Checkout · WebShop'),
  },
  {
    name: 'checkout with its errors',
    reach: async (page) => {
      const placeOrder = await openCheckout(page);
      await placeOrder.click();
      await expect(page.getByText('First name is required')).toBeVisible();
    },
  },
  {
    name: 'the order placed, with its toast',
    toast: 'Order successfully made',
    reach: async (page, hold) => {
      const placeOrder = await openCheckout(page);
      for (const [label, value] of [
        ['First name', 'Ana'],
        ['Last name', 'Anić'],
        ['Phone', '061234567'],
        ['Address', 'Titova 1, Sarajevo'],
      ]) {
        await page.getByRole('textbox', { name: label }).fill(value);
      }
      await placeOrder.click();
      await hold();
      await expect(page.getByRole('link', { name: 'cart 0 items' })).toBeVisible();
      await waitForSettledGrid(page);
    },
  },
  {
    name: 'sign-in',
    reach: openSignIn,
    screen: (page) => expectScreen(page, 'Sign in to your account', 'Sign in · WebShop'),
  },
  {
    name: 'sign-in with its errors',
    reach: async (page) => {
      const signIn = await openSignIn(page);
      await signIn.click();
      await expect(page.getByText('Username is required')).toBeVisible();
      await expect(page.getByText('Password is required')).toBeVisible();
    },
  },
  {
    name: 'a failed sign-in with its toast',
    toast: 'Wrong credentials',
    reach: async (page, hold) => {
      const signIn = await openSignIn(page);
      await page.getByRole('textbox', { name: 'Username' }).fill('admin');
      await page.getByRole('textbox', { name: 'Password', exact: true }).fill('wrong password');
      await signIn.click();
      await hold();
      await expect(page).toHaveURL(/\/sign-in$/);
    },
  },
];

const STAFF_STATES: State[] = [
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
  { name: 'dashboard menu', reach: openDashboardMenu },
  {
    name: 'create product',
    reach: openCreateProduct,
    screen: (page) => expectScreen(page, 'Create product', 'Create product · WebShop'),
  },
  {
    name: 'create product with its errors',
    reach: async (page) => {
      await openCreateProduct(page);
      await page.getByRole('button', { name: 'Create product' }).click();
      await expect(page.getByText('You have to add picture')).toBeVisible();
      await expect(page.getByText('description cannot be empty')).toBeVisible();
    },
  },
  { name: 'dashboard product details', reach: openStaffProduct, screen: expectProductScreen },
  {
    name: 'delete-product dialog',
    reach: async (page) => {
      await openStaffProduct(page);
      await page.getByRole('button', { name: 'Delete' }).click();
      await expect(
        page.getByRole('alertdialog').getByRole('button', { name: 'Confirm' }),
      ).toBeVisible();
    },
  },
  {
    name: 'edit product',
    reach: openEditProduct,
    screen: (page) => expectScreen(page, 'Edit product', 'Edit product · WebShop'),
  },
  {
    name: 'edit product with its errors',
    reach: async (page) => {
      const name = await openEditProduct(page);
      await name.fill('');
      await page.getByRole('button', { name: 'Save Changes' }).click();
      await expect(page.getByText('product name cannot be empty')).toBeVisible();
    },
  },
  {
    name: 'profile (editing)',
    reach: editProfile,
    screen: (page) => expectScreen(page, 'Your profile', 'Your profile · WebShop'),
  },
  {
    name: 'profile with its errors',
    reach: async (page) => {
      await editProfile(page);
      await page.getByLabel('Email', { exact: true }).fill('not-an-email');
      await page.getByLabel('New password', { exact: true }).fill('weak');
      await page.getByRole('button', { name: 'Submit' }).click();
      await expect(page.getByText('Invalid email format')).toBeVisible();
    },
  },
  {
    name: 'logout dialog',
    reach: async (page) => {
      await openAsStaff(page, '/dashboard/my-profile');
      await page.getByRole('button', { name: 'Open dashboard menu' }).click();
      await page.getByRole('button', { name: 'log out' }).click();
      await expect(page.getByRole('alertdialog').getByText('Comeback soon')).toBeVisible();
    },
  },
  {
    name: 'order list',
    reach: openOrderList,
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
    reach: openOrderDetail,
    screen: (page) => expectScreen(page, 'Order #1', 'Order #1 · WebShop'),
  },
  {
    name: 'order detail with an error toast',
    toast: 'The order was changed by someone else.',
    reach: async (page, hold) => {
      const accept = await openOrderDetail(page);
      // A danger toast: the status change fails.
      await page.evaluate(() => window.__mock!.use('status-change-fails'));
      await accept.click();
      await hold();
      await expect(page).toHaveURL(/\/dashboard\/order\/1$/);
    },
  },
];

// Staff's screens start signed in (the tag).
for (const [group, states] of [
  ['shopper screens', SHOPPER_STATES],
  ['staff screens @staff', STAFF_STATES],
] as const) {
  test.describe(group, () => {
    for (const state of states) {
      const widths = state.widths ?? WIDTHS;
      test(`${state.name} at ${widths.map(({ width }) => `${width}`).join(' and ')} px`, async ({
        page,
      }) => {
        await page.setViewportSize(widths[0]);
        const toast = state.toast === undefined ? undefined : shownToast(page, state.toast);
        const hold = async () => {
          expect(toast, 'the state names the toast it holds').toBeDefined();
          await holdToast(toast!.first());
        };
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
      });
    }
  });
}
