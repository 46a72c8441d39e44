import { DEMO_CREDENTIALS } from '../../mocks/data/seed';
import {
  appInteractive,
  fillAsAPasswordManager,
  holdTheApp,
  onSignInBeforeTheApp,
  passwordField,
  signsInWithWhatWasEntered,
  slowCpu,
  typeAsSoonAsShown,
  typeCredentials,
  usernameField,
} from '../support/early-input';
import { expect, mockStarted, test } from './fixtures';

// A phone paints a prerendered page well before the app has hydrated it. What the visitor does
// in between is kept and done once the app runs.

test('a tap on Filters before the app has started opens the filter dialog once it has', async ({
  page,
}) => {
  const release = await holdTheApp(page);
  // The page's head holds the taps from the start, while the body is still being parsed.
  await page.goto('/', { waitUntil: 'commit' });
  await page.getByRole('button', { name: 'Filters', exact: true }).click();
  release();
  // The held tap is done once the app has hydrated the page, however long a busy machine takes.
  await appInteractive(page);
  await expect(page.getByRole('dialog', { name: 'Product filter' })).toBeVisible();
});

test('a tap on Add to cart while the page hydrates adds one unit, not two', async ({ page }) => {
  const release = await holdTheApp(page);
  // A phone's speed, so that hydration takes many tasks.
  const normalCpu = await slowCpu(page, 6);
  const cartCalls: string[] = [];
  page.on('request', (request) => {
    if (/\/api\/(add-item|cart\/)/.test(request.url())) cartCalls.push(request.url());
  });
  await page.goto('/', { waitUntil: 'commit' });
  await expect(page.getByRole('button', { name: 'Add to cart' }).first()).toBeVisible();
  // Taps in the first task after hydration has started: React marks the root when it starts,
  // and hydrates in slices, a task each.
  const tapped = page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => {
          const root = document.getElementById('root')!;
          if (!Object.keys(root).some((key) => key.startsWith('__reactContainer'))) {
            channel.port2.postMessage(null);
            return;
          }
          root.querySelector<HTMLButtonElement>('button[aria-label="Add to cart"]')!.click();
          resolve();
        };
        channel.port2.postMessage(null);
      }),
  );
  release();
  await tapped;
  await normalCpu();

  // The count then waits for the answer, not for the demo's backend to start.
  await mockStarted(page);
  await expect(page.getByRole('link', { name: 'cart 1 item' })).toBeVisible();
  // Once in the cart, any tap held during hydration has been done.
  await page.getByRole('link', { name: 'cart 1 item' }).click();
  await expect(page.getByRole('list', { name: 'Cart items' }).getByRole('listitem')).toHaveCount(1);
  await expect(page.getByRole('link', { name: 'cart 1 item' })).toBeVisible();
  expect(cartCalls).toHaveLength(1);
});

test.describe('the sign-in form before the app has started', () => {
  test('a username and password typed, then Enter, sign in once the app runs', async ({ page }) => {
    await onSignInBeforeTheApp(page, async () => {
      await typeCredentials(page);
      await passwordField(page).press('Enter');
    });
    // The sign-in is sent once the app runs and answered once the demo's backend has started.
    await appInteractive(page);
    await mockStarted(page);
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('fields a password manager filled at load sign in', async ({ page }) => {
    await onSignInBeforeTheApp(page, () => fillAsAPasswordManager(page));
    await mockStarted(page);
    await signsInWithWhatWasEntered(page);
  });

  test('focus and the caret stay where the visitor left them', async ({ page }) => {
    await onSignInBeforeTheApp(page, async () => {
      await usernameField(page).pressSequentially('admn');
      await page.keyboard.press('ArrowLeft');
    });
    await appInteractive(page);
    await expect(usernameField(page)).toBeFocused();
    await page.keyboard.type('i');
    await page.keyboard.press('Tab');
    await page.keyboard.type(DEMO_CREDENTIALS.password);
    await mockStarted(page);
    await signsInWithWhatWasEntered(page);
  });

  for (const rate of [4, 6]) {
    test(`at ${rate}× CPU, typed as soon as the fields show, signs in`, async ({ page }) => {
      const beforeTheApp = await typeAsSoonAsShown(page, rate);
      await mockStarted(page);
      await signsInWithWhatWasEntered(page);
      test.info().annotations.push({
        type: 'typing began',
        description: beforeTheApp ? 'before the app ran' : 'after the app ran',
      });
    });
  }
});
