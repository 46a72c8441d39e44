import type { Browser, Page } from '@playwright/test';
import { DEMO_CREDENTIALS } from '../../mocks/data/seed';
import { paths } from '../../src/config/paths';
import { phonePhoto } from '../../tests/browser/phone-photo';
import type { Site } from '../sites/builds';
import { allowPageFunctions } from './page-functions';

/**
 * What the form does meanwhile: nothing (the form's own cost of a key), or prepare the photo in
 * the shop's worker, or on the page itself (no Worker: the fallback of browsers without one).
 */
export type PreparedIn = 'nothing' | 'worker' | 'page';

/** Keys typed when nothing is being prepared. */
const IDLE_KEYS = 20;

/** Keys typed into the create form while a 12 MP phone photo is prepared for upload. */
export interface PictureFormFigures {
  preparedIn: PreparedIn;
  cpuSlowdown: number;
  /** Key presses whose interaction the Event Timing API measured. */
  keys: number;
  /** The longest key interaction: input delay, handlers and the next paint. */
  worstKeyMs: number;
  medianKeyMs: number;
  /** From choosing the photo to its preview. */
  preparingMs: number;
}

const CPU_SLOWDOWN = 4;

async function signInAndOpenCreateForm(page: Page, site: Site) {
  await page.goto(site.pageUrl(paths.signIn));
  await page.getByRole('textbox', { name: 'Username' }).fill(DEMO_CREDENTIALS.username);
  await page
    .getByRole('textbox', { name: 'Password', exact: true })
    .fill(DEMO_CREDENTIALS.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/dashboard/);
  await page.goto(site.pageUrl(paths.dashboard.createProduct));
  await page.getByRole('heading', { name: 'Create product' }).waitFor();
}

/** Every key interaction's duration, from the page's Event Timing entries. */
function watchKeyInteractions(page: Page) {
  return page.evaluate(() => {
    const longest = new Map<number, number>();
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as PerformanceEventTiming[]) {
        if (!entry.interactionId || !entry.name.startsWith('key')) continue;
        longest.set(
          entry.interactionId,
          Math.max(longest.get(entry.interactionId) ?? 0, entry.duration),
        );
      }
    }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
    (window as unknown as { keyDurations: () => number[] }).keyDurations = () => [
      ...longest.values(),
    ];
  });
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

async function typeWhilePreparing(browser: Browser, site: Site, preparedIn: PreparedIn) {
  const context = await browser.newContext();
  await allowPageFunctions(context);
  if (preparedIn === 'page') await context.addInitScript('delete globalThis.Worker;');
  const page = await context.newPage();
  try {
    await signInAndOpenCreateForm(page, site);
    const photo = await phonePhoto(page);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await watchKeyInteractions(page);
    const description = page.getByLabel('Description', { exact: true });
    const preview = page.getByRole('img', { name: 'Product image preview' });
    const started = Date.now();
    if (preparedIn !== 'nothing') {
      const chooser = page.waitForEvent('filechooser');
      await page.getByRole('button', { name: 'Product image' }).click();
      await (
        await chooser
      ).setFiles({ name: 'IMG_4032.jpg', mimeType: 'image/jpeg', buffer: photo });
    }
    await description.focus();
    // Types on until the preview shows: every key lands while the photo is being prepared.
    let typed = 0;
    const typing = () =>
      preparedIn === 'nothing' ? typed < IDLE_KEYS : preview.isVisible().then((shown) => !shown);
    while (await typing()) {
      await page.keyboard.press('x');
      typed += 1;
    }
    const preparingMs = Date.now() - started;
    // Event Timing writes an interaction's entry after its next paint.
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))),
    );
    const durations = await page.evaluate(() =>
      (window as unknown as { keyDurations: () => number[] }).keyDurations(),
    );
    // Keys quicker than the observer's 16 ms threshold leave no entry: they count as 16.
    const all = [...durations, ...Array<number>(Math.max(0, typed - durations.length)).fill(16)];
    return {
      preparedIn,
      cpuSlowdown: CPU_SLOWDOWN,
      keys: typed,
      worstKeyMs: Math.max(...all),
      medianKeyMs: median(all),
      preparingMs,
    };
  } finally {
    await context.close();
  }
}

/** The create form's keys alone, then while a photo is prepared in the worker and on the page. */
export async function benchPictureForm(
  browser: Browser,
  site: Site,
): Promise<PictureFormFigures[]> {
  const figures: PictureFormFigures[] = [];
  for (const preparedIn of ['nothing', 'worker', 'page'] as const) {
    figures.push(await typeWhilePreparing(browser, site, preparedIn));
  }
  return figures;
}
