import { expectPrerenderedPage, pageErrors, PRERENDERED_PAGES } from '../support/prerendered-pages';
import { expect, test } from './fixtures';

test.describe('without JavaScript', () => {
  // What a phone paints from the HTML alone, before the app's script has arrived.
  test.use({ javaScriptEnabled: false });

  for (const { path, heading } of PRERENDERED_PAGES) {
    test(`${path} comes with its layout and heading`, async ({ page }) => {
      await page.goto(path);
      await expectPrerenderedPage(page, heading);
    });
  }
});

for (const { path, hydrated } of PRERENDERED_PAGES) {
  test(`${path} hydrates without an error`, async ({ page }) => {
    const errors = pageErrors(page);
    await page.goto(path);
    await hydrated(page);
    expect(errors).toEqual([]);
  });
}
