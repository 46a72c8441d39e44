import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { controlHeaders, realModeSettings } from './servers.mjs';

const { apiOrigin: API_ORIGIN, appOrigin: APP_ORIGIN } = realModeSettings();

test("a page joins a mock session by its cookie: the shop's calls meet that session's scenario, another page's do not", async ({
  page,
  browser,
  request,
}) => {
  const session = `page-${randomUUID().slice(0, 8)}`;
  const scenario = await request.post(`${API_ORIGIN}/__mock/scenario`, {
    headers: { ...controlHeaders(), 'X-Mock-Session': session },
    data: { scenarios: ['catalogue-down'] },
  });
  expect(scenario.ok()).toBe(true);

  // A sorted list has no snapshot in the page: it is asked of the API.
  const sorted = `${APP_ORIGIN}/?sort=asc`;
  await page.goto(`${API_ORIGIN}/__mock/session/${session}?next=${encodeURIComponent(sorted)}`);
  await expect(page).toHaveURL(sorted);
  await expect(page.getByText('Failed to load products.')).toBeVisible();

  const elsewhere = await browser.newPage();
  await elsewhere.goto(sorted);
  await expect(elsewhere.getByRole('article').first()).toBeVisible();
  await elsewhere.close();
});
