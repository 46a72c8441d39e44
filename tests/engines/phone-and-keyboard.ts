import { expect } from 'vitest';
import type { EnginePage } from './engine-page';

/** A phone's width; WebKitGTK's window goes no narrower than 447 CSS px, still a phone layout. */
const PHONE = { width: 375, height: 740 };
/** Below this width the shop lays itself out for a phone (Chakra's `sm` breakpoint). */
const PHONE_LAYOUT_BELOW = 480;

/** Nothing sticks out sideways: the page never scrolls horizontally. */
async function expectNoSidewaysScroll(page: EnginePage, path: string): Promise<void> {
  const [scrollWidth, clientWidth] = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    document.documentElement.clientWidth,
  ]);
  expect(scrollWidth, `${page.engine}: ${path} scrolls sideways`).toBeLessThanOrEqual(clientWidth);
}

/** The first two boxes of `selector`, in CSS px. */
function boxes(page: EnginePage, selector: string) {
  return page.evaluate(
    (css: string) =>
      [...document.querySelectorAll(css)].slice(0, 2).map((element) => {
        const { x, y, width, height } = element.getBoundingClientRect();
        return { x, y, width, height };
      }),
    selector,
  );
}

/**
 * The keyboard's first steps in the shop: Tab's first stop is "Skip to content", and Enter on it
 * leads past the top bar into the page's content.
 */
export async function keyboardStart(page: EnginePage): Promise<void> {
  await page.open('/');
  await page.expectVisible({ role: 'article' });
  await page.press('Tab');
  await page.waitFor(async () => {
    const { name, tag } = await page.focused();
    return name === 'Skip to content' && tag === 'A';
  }, 'Tab to reach "Skip to content"');
  await page.press('Enter');
  await page.waitFor(
    async () => (await page.focused()).tag === 'MAIN',
    'the focus to move to the main content',
  );
  await page.press('Tab');
  // Past <main> itself, which holds the focus until the key is handled.
  await page.waitFor(
    () =>
      page.evaluate(() => {
        const focused = document.activeElement;
        return !!focused && focused.tagName !== 'MAIN' && focused.closest('main') !== null;
      }),
    'Tab to move into the main content',
  );
}

/**
 * The shop at a phone's width: the catalogue is one column of cards, the product's picture sits
 * above its name, and neither they nor the cart scroll sideways.
 */
export async function phoneLayout(page: EnginePage): Promise<void> {
  const width = await page.resize(PHONE.width, PHONE.height);
  expect(width).toBeLessThan(PHONE_LAYOUT_BELOW);
  try {
    await page.open('/');
    await page.expectVisible({ role: 'article' });
    const [first, second] = await boxes(page, 'article');
    expect(Math.abs(second.x - first.x), 'one column of cards').toBeLessThan(1);
    expect(second.y).toBeGreaterThan(first.y + first.height - 1);
    await expectNoSidewaysScroll(page, '/');
    await page.look('catalogue-phone');
    // Cards off screen are drawn only as they near it (content-visibility): one far down is
    // drawn once scrolled to, its picture too.
    await page.waitFor(
      () =>
        page.evaluate(() => {
          const card = document.querySelectorAll('main article')[19];
          card?.scrollIntoView({ block: 'center' });
          const drawn = card?.checkVisibility?.({ contentVisibilityAuto: true }) ?? true;
          const picture = card?.querySelector('img');
          return (
            drawn &&
            card.getBoundingClientRect().height > 200 &&
            Boolean(picture?.complete && picture.naturalWidth > 0)
          );
        }),
      'the twentieth card drawn with its picture once scrolled to',
    );
    await page.look('catalogue-phone-twentieth-card');

    const [name] = await page.texts({ role: 'link', within: { role: 'article' } });
    await page.click({ role: 'link', name, within: { role: 'article' } });
    // The catalogue stays until the product's page is drawn (its cards name the product too).
    await page.waitFor(
      () =>
        page.evaluate(
          (want: string) => document.querySelector('main h1')?.textContent?.trim() === want,
          name,
        ),
      `the product's page, "${name}"`,
    );
    await page.expectVisible({ css: 'main img' });
    const [picture] = await boxes(page, 'main img');
    const [heading] = await boxes(page, 'main h1');
    expect(picture.y + picture.height, 'the picture above the name').toBeLessThanOrEqual(
      heading.y + 1,
    );
    await expectNoSidewaysScroll(page, 'the product page');

    await page.open('/cart');
    await page.expectVisible({ css: 'main h1' });
    await expectNoSidewaysScroll(page, '/cart');
  } finally {
    await page.resize(1280, 800);
  }
}
