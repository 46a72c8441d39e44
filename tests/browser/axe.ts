import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const BLOCKING = new Set(['serious', 'critical']);

/**
 * Runs axe-core on the page as it is now and fails on any serious or critical WCAG 2.1 A/AA
 * violation, listing each rule with the elements it found. The demo's mock toolbar (QA tooling,
 * not part of the shop) is left out.
 */
export async function expectNoSeriousViolations(page: Page, screen: string): Promise<void> {
  // Colours read mid-animation (a drawer fading in) are not what the user ends up seeing.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
      .every((animation) => animation.playState !== 'running'),
  );
  const { violations } = await new AxeBuilder({ page })
    .withTags(WCAG_AA)
    .exclude('#mock-toolbar-root')
    .analyze();
  const blocking = violations
    .filter((violation) => BLOCKING.has(violation.impact ?? ''))
    .map(
      (violation) =>
        `${violation.impact} ${violation.id}: ${violation.help}\n` +
        violation.nodes
          .slice(0, 5)
          .map((node) => `    ${node.target.join(' ')} — ${node.failureSummary?.split('\n')[1]}`)
          .join('\n'),
    );
  expect(blocking, `axe on ${screen}:\n${blocking.join('\n')}`).toEqual([]);
}

/** Presses Tab (only the keyboard) until `target` has the focus. */
export async function tabTo(page: Page, target: Locator, maxPresses = 40): Promise<void> {
  for (let press = 0; press < maxPresses; press += 1) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`${maxPresses} presses of Tab never reached ${target}`);
}
