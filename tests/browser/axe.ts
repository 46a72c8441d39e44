import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

/** WCAG 2.0, 2.1 and 2.2, levels A and AA (2.2 added no A rule axe checks). */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
/**
 * Rules switched on by name besides the tags'. Experimental in axe, so off unless named: a
 * control's accessible name must contain its visible text (WCAG 2.5.3, label in name).
 */
const EXTRA_RULES = { 'label-content-name-mismatch': { enabled: true } };

/** The widths every screen is checked at: a laptop and a phone. */
export const WIDTHS = [
  { width: 1280, height: 720 },
  { width: 375, height: 740 },
] as const;

/** Resolves once no finite animation (a drawer sliding in, a toast fading) is running. */
async function animationsSettled(page: Page): Promise<void> {
  // Colours read mid-animation are not what the user ends up seeing.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
      .every((animation) => animation.playState !== 'running'),
  );
}

/**
 * Runs axe-core on the page as it is now and fails on any WCAG 2.2 A/AA violation, whatever its
 * impact, and on label-in-name mismatches, listing each rule with the elements it found. The
 * demo's mock toolbar (QA tooling, not part of the shop) is left out.
 */
export async function expectNoAxeViolations(page: Page, screen: string): Promise<void> {
  await animationsSettled(page);
  // Options first: `options` replaces what `withTags` sets. `withRules` would run only the rules
  // it names (axe's runOnly), so the extra rule is enabled through the options instead. Only the
  // violations come back whole, which keeps each run short. Legacy mode runs axe in the page
  // itself; the default opens a blank page per run to merge the results of each frame, which
  // tripled a run's time (about 0.6 against 2 s on the catalogue) and is only needed for
  // cross-origin frames, which the shop has none of.
  const { violations } = await new AxeBuilder({ page })
    .options({ rules: EXTRA_RULES, resultTypes: ['violations'] })
    .withTags(WCAG_TAGS)
    .exclude('#mock-toolbar-root')
    .setLegacyMode()
    .analyze();
  const found = violations.map(
    (violation) =>
      `${violation.impact} ${violation.id}: ${violation.help}\n` +
      violation.nodes
        .slice(0, 5)
        .map((node) => `    ${node.target.join(' ')} — ${node.failureSummary?.split('\n')[1]}`)
        .join('\n'),
  );
  expect.soft(found, `axe on ${screen}:\n${found.join('\n')}`).toEqual([]);
}

/**
 * 'visible' when the focused element draws a focus indicator (an outline or a box shadow that
 * shows), 'browser' when no element of the page has the focus (Tab went past the last one, to
 * the browser's own controls), else what has the focus, unseen.
 */
function focusShown(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return 'browser';
    // The demo's mock toolbar is QA tooling, not part of the shop (left out of axe's runs too).
    if (element.closest('#mock-toolbar-root')) return 'visible';
    const style = getComputedStyle(element);
    const seen = (colour: string) => colour !== 'transparent' && !/^rgba\(.*,\s*0\)$/.test(colour);
    const outline =
      style.outlineStyle !== 'none' &&
      parseFloat(style.outlineWidth) > 0 &&
      seen(style.outlineColor);
    // A shadow layer shows when its colour does and one of its lengths is not zero.
    const shadow = style.boxShadow.split(/,(?![^(]*\))/).some((layer) => {
      const colour = /rgba?\([^)]*\)/.exec(layer)?.[0] ?? '';
      const lengths = layer.replace(colour, '').match(/-?[\d.]+px/g) ?? [];
      return seen(colour) && lengths.some((length) => parseFloat(length) !== 0);
    });
    if (outline || shadow) return 'visible';
    const name = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40);
    return `no focus indicator on <${element.tagName.toLowerCase()}> "${name}"`;
  });
}

/**
 * The focused element shows its focus (a transition may still be drawing it in); with
 * `orBrowser`, the focus may also have left the page for the browser's controls.
 */
export async function expectFocusVisible(page: Page, { orBrowser = false } = {}): Promise<void> {
  const allowed = orBrowser ? /^(visible|browser)$/ : /^visible$/;
  await expect.poll(() => focusShown(page)).toMatch(allowed);
}

/**
 * Presses Tab (Shift+Tab with `backwards`) until `target` has the focus, nothing when it has it
 * already; each element the focus passes on the way must show it.
 */
export async function tabTo(
  page: Page,
  target: Locator,
  { backwards = false, maxPresses = 60 } = {},
): Promise<void> {
  const focused = () => target.evaluate((element) => element === document.activeElement);
  if (await focused()) return;
  for (let press = 0; press < maxPresses; press += 1) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    await expectFocusVisible(page, { orBrowser: true });
    if (await focused()) return;
  }
  throw new Error(`${maxPresses} presses of Tab never reached ${target}`);
}

/**
 * With `dialog` open, the focus is inside it and stays there: Tab goes round its controls and
 * back to the first, Shift+Tab wraps to the last, each showing its focus. Escape then closes the
 * dialog and gives the focus back to `opener`.
 */
export async function expectFocusTrapped(
  page: Page,
  dialog: Locator,
  opener: Locator,
): Promise<void> {
  await expect(dialog).toBeVisible();
  const inside = () => dialog.evaluate((element) => element.contains(document.activeElement));
  await expect.poll(inside, { message: 'the focus moves into the dialog' }).toBe(true);
  await page.keyboard.press('Tab');
  await page.evaluate(() => {
    (window as { firstStop?: Element | null }).firstStop = document.activeElement;
  });
  const backAtFirst = () =>
    page.evaluate(
      () => document.activeElement === (window as { firstStop?: Element | null }).firstStop,
    );
  let stops = 1;
  do {
    expect(await inside(), `Tab stop ${stops} is inside the dialog`).toBe(true);
    await expectFocusVisible(page);
    await page.keyboard.press('Tab');
    stops += 1;
  } while (!(await backAtFirst()) && stops < 30);
  expect(await backAtFirst(), 'Tab goes round the dialog back to its first control').toBe(true);
  await page.keyboard.press('Shift+Tab');
  expect(await inside(), 'Shift+Tab from the first control stays in the dialog').toBe(true);
  await expectFocusVisible(page);

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
  await expectFocusVisible(page);
}
