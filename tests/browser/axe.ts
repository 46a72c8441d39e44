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
  // violations come back whole, which keeps each run short.
  const { violations } = await new AxeBuilder({ page })
    .options({ rules: EXTRA_RULES, resultTypes: ['violations'] })
    .withTags(WCAG_TAGS)
    .exclude('#mock-toolbar-root')
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
 * The same screen at 1280 and at 375 px, on the page as it is (no reload); the page is left at
 * 1280 px. Layout-only states survive the resize; a state a width cannot show (the phone's menu)
 * is checked with `expectNoAxeViolations` at its own width instead.
 */
export async function expectNoAxeViolationsAtBothWidths(page: Page, screen: string): Promise<void> {
  for (const size of WIDTHS) {
    await page.setViewportSize(size);
    await expectNoAxeViolations(page, `${screen} at ${size.width} px`);
  }
  await page.setViewportSize(WIDTHS[0]);
}

/** Presses Tab (only the keyboard) until `target` has the focus. */
export async function tabTo(page: Page, target: Locator, maxPresses = 40): Promise<void> {
  for (let press = 0; press < maxPresses; press += 1) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`${maxPresses} presses of Tab never reached ${target}`);
}
