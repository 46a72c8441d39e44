import { expect, signIn, signInAsStaff, test } from './fixtures';

test('the home page shows product cards', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'WebShop' })).toBeVisible();
});

test('signing in as the demo user lands on the dashboard', async ({ page }) => {
  await signInAsStaff(page);
  await expect(page.getByText('Admin dashboard').first()).toBeVisible();
});

test('a wrong password shows "Wrong credentials" and stays on sign-in', async ({ page }) => {
  await signIn(page, 'not-the-password');
  await expect(page.getByText('Wrong credentials')).toBeVisible();
  await expect(page).toHaveURL(/\/sign-in$/);
});

test('a guest opening /dashboard lands on the home page', async ({ page }) => {
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
});

test('an unknown path shows the not-found screen', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(
    page.getByText("Sorry, we couldn't find the page you're looking for."),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Go back' })).toBeVisible();
});

test('staff log out through the confirmation dialog', async ({ page }) => {
  await signInAsStaff(page);
  await page.getByRole('button', { name: 'Open dashboard menu' }).click();
  await page.getByRole('button', { name: 'log out' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog.getByText('Comeback soon')).toBeVisible();
  await expect(
    dialog.getByText('You will be logged out. Click Confirm if you wish to proceed.'),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  await expect(page.getByRole('link', { name: 'sign in' })).toBeVisible();
});
