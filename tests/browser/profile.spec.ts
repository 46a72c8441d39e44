import type { Page, Request } from '@playwright/test';
import { expect, openAsStaff, test } from './fixtures';
import { shownToast } from './shop-helpers';

/** Opens the profile and records every PATCH of a user sent from then on. */
async function openProfile(page: Page): Promise<Request[]> {
  const updates: Request[] = [];
  page.on('request', (request) => {
    if (request.method() === 'PATCH' && /\/api\/user\/\d+$/.test(request.url())) {
      updates.push(request);
    }
  });
  await openAsStaff(page);
  await page.getByRole('button', { name: 'Open dashboard menu' }).click();
  await page.getByRole('link', { name: 'my profile' }).click();
  await expect(page.getByRole('heading', { name: 'Your profile' })).toBeVisible();
  return updates;
}

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

test('the profile is read-only until Start Editing! and shows the disclaimer @staff', async ({
  page,
}) => {
  await openProfile(page);
  await expect(page.getByText(/change the email to your own real address/)).toBeVisible();
  await expect(field(page, 'Username')).toHaveValue('admin');
  await expect(field(page, 'Name')).toHaveValue('Shop Admin');
  await expect(field(page, 'Email')).toHaveValue('admin@webshop.test');
  for (const label of ['Username', 'Name', 'Email', 'New password', 'Confirm new password']) {
    await expect(field(page, label)).toBeDisabled();
  }
  await expect(page.getByRole('button', { name: 'Submit' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Start Editing!' }).click();
  await expect(field(page, 'Email')).toBeEnabled();
  await expect(page.getByRole('button', { name: 'Cancel' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submit' })).toBeVisible();
});

test('bad input shows each message and sends nothing; a good save goes through @staff', async ({
  page,
}) => {
  const updates = await openProfile(page);
  await page.getByRole('button', { name: 'Start Editing!' }).click();
  const submit = page.getByRole('button', { name: 'Submit' });

  await field(page, 'Email').fill('not-an-email');
  await submit.click();
  await expect(page.getByText('Invalid email format')).toBeVisible();
  await field(page, 'Email').fill('jane@example.com');
  await expect(page.getByText('Invalid email format')).toHaveCount(0);

  await field(page, 'New password').fill('weakpass');
  await field(page, 'Confirm new password').fill('weakpass');
  await submit.click();
  await expect(
    page.getByText('Password must be 8+ chars, 1 uppercase, 1 special char'),
  ).toBeVisible();

  await field(page, 'New password').fill('Str0ng!Pass');
  await field(page, 'Confirm new password').fill('Str0ng!Pazz');
  await submit.click();
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  expect(updates).toHaveLength(0);

  await field(page, 'Confirm new password').fill('Str0ng!Pass');
  await field(page, 'Name').fill('Jane Tester');
  await submit.click();
  await expect(shownToast(page, 'You successfully update your data')).toBeVisible();
  expect(updates).toHaveLength(1);
  expect(updates[0].postDataJSON()).toEqual({
    name: 'Jane Tester',
    email: 'jane@example.com',
    password: 'Str0ng!Pass',
  });

  await expect(field(page, 'Name')).toBeDisabled();
  await expect(field(page, 'Name')).toHaveValue('Jane Tester');
  await expect(field(page, 'Email')).toHaveValue('jane@example.com');
  await expect(field(page, 'New password')).toHaveValue('');
  await expect(field(page, 'Confirm new password')).toHaveValue('');
  await expect(page.getByRole('button', { name: 'Start Editing!' })).toBeVisible();
});

test('Cancel restores the values and clears the passwords @staff', async ({ page }) => {
  const updates = await openProfile(page);
  await page.getByRole('button', { name: 'Start Editing!' }).click();
  await field(page, 'Username').fill('someone-else');
  await field(page, 'New password').fill('Str0ng!Pass');
  await field(page, 'Confirm new password').fill('Str0ng!Pass');
  await page.getByRole('button', { name: 'Cancel' }).click();

  await expect(field(page, 'Username')).toHaveValue('admin');
  await expect(field(page, 'Username')).toBeDisabled();
  await expect(field(page, 'New password')).toHaveValue('');
  await expect(field(page, 'Confirm new password')).toHaveValue('');
  expect(updates).toHaveLength(0);
});

test('a save without changes sends nothing and says so @staff', async ({ page }) => {
  const updates = await openProfile(page);
  await page.getByRole('button', { name: 'Start Editing!' }).click();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('No changes to save')).toBeVisible();
  expect(updates).toHaveLength(0);
});

test('a taken username is refused with the server detail and the form is read-only again @staff', async ({
  page,
}) => {
  const updates = await openProfile(page);
  await page.getByRole('button', { name: 'Start Editing!' }).click();
  await field(page, 'Username').fill('clerk');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Username already in use')).toBeVisible();
  expect(updates).toHaveLength(1);
  await expect(field(page, 'Username')).toBeDisabled();
  await expect(field(page, 'Username')).toHaveValue('admin');
});

test('a failed save shows the server detail and leaves editing mode @staff', async ({ page }) => {
  await openAsStaff(page, '/dashboard/my-profile?scenario=profile-save-fails');
  await page.getByRole('button', { name: 'Start Editing!' }).click();
  await field(page, 'Name').fill('Jane Tester');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('The user service is temporarily unavailable.')).toBeVisible();
  await expect(field(page, 'Name')).toBeDisabled();
  await expect(field(page, 'Name')).toHaveValue('Shop Admin');
});

test('the disclaimer is yellow, as the spec says @staff', async ({ page }) => {
  await openProfile(page);
  // The colour behind the disclaimer's title: the nearest background that is not transparent.
  const background = await page
    .getByText('Use your own email address')
    .evaluate((element: Element | null) => {
      for (; element; element = element.parentElement) {
        const colour = getComputedStyle(element).backgroundColor;
        if (colour !== 'rgba(0, 0, 0, 0)' && colour !== 'transparent') return colour;
      }
      return '';
    });
  const [r, g, b] = (background.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map(Number);
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  expect(max - min, `a coloured background, got "${background}"`).toBeGreaterThan(20);
  expect(r, 'red leads').toBe(max);
  // Hue: yellow is about 50 to 65 degrees, orange (Chakra's warning colour) about 30.
  expect((60 * (g - b)) / (max - min), `the hue of ${background}`).toBeGreaterThan(45);
});
