import { expect } from 'vitest';
import type { EnginePage } from './engine-page';

/** The page as the engine paints it now: dark or not, and how light its background is (0–1). */
const painted = (page: EnginePage) =>
  page.evaluate(() => {
    const colour = [document.body, document.documentElement]
      .filter((element) => element !== null)
      .map((element) => getComputedStyle(element).backgroundColor)
      .find((value) => value !== 'rgba(0, 0, 0, 0)');
    const [red, green, blue] = (colour?.match(/[\d.]+/g) ?? ['255', '255', '255']).map(Number);
    return {
      dark: document.documentElement.classList.contains('dark'),
      lightness: (0.2126 * red + 0.7152 * green + 0.0722 * blue) / 255,
      deviceDark: matchMedia('(prefers-color-scheme: dark)').matches,
    };
  });

const pressedSwitch = (page: EnginePage) =>
  page.evaluate(
    () =>
      document
        .querySelector('header button[aria-label="Dark colours"]')
        ?.getAttribute('aria-pressed') ?? null,
  );

/**
 * The colours' switch in this engine: pressed, the shop goes dark at once and says so; the
 * choice is kept, so the next page is dark from its own markup (the head's script, which the
 * site's content security policy must allow); pressed again, the device's colours come back.
 */
export async function colourModeSwitch(page: EnginePage, siteName: string): Promise<void> {
  await page.open('/');
  await page.expectVisible({ role: 'article' });
  const device = await painted(page);
  // Each step leaves the shop as the device has it: the journeys' screenshots stay comparable.
  expect(device.dark, 'the shop follows the device at first').toBe(device.deviceDark);

  await page.click({ role: 'button', name: 'Dark colours' });
  await page.waitFor(async () => (await painted(page)).dark !== device.dark, 'the colours to turn');
  expect(await pressedSwitch(page)).toBe(String(!device.dark));
  const turned = await painted(page);
  expect(turned.lightness < 0.5, 'a dark background when dark').toBe(turned.dark);

  await page.visit('/product/1');
  // Once the body is parsed, the head's script has run: before the app's code comes.
  await page.waitFor(
    () => page.evaluate(() => document.body !== null),
    'the next page to be parsed past its head',
  );
  expect((await painted(page)).dark, "the next page's own markup keeps the choice").toBe(
    turned.dark,
  );
  await page.waitUntilStarted('/product/1');
  await page.waitFor(
    () =>
      page.evaluate(() => {
        const picture = document.querySelector<HTMLImageElement>('main img');
        return !!picture?.complete && picture.naturalWidth > 0;
      }),
    "the product's picture",
  );
  // Signed in or not, as the top bar says once it knows, and the page's actions for either.
  await page.expectVisible({ role: 'link', name: /^(sign in|dashboard)$/ });
  await page.expectGone({ text: 'Loading...' });
  await page.look(`${siteName}-product-${turned.dark ? 'dark' : 'light'}-1280`);

  await page.click({ role: 'button', name: 'Dark colours' });
  await page.waitFor(async () => (await painted(page)).dark === device.dark, 'the colours back');
  expect(
    await page.evaluate(() => localStorage.getItem('webshop-colour-mode')),
    "the device's own colours are not kept as a choice",
  ).toBeNull();
}
