import type { Browser, Page } from '@playwright/test';
import type { Site } from '../sites/builds';
import { allowPageFunctions } from './page-functions';
import type { PictureCatalogue } from './photo-catalogue';

/** Lighthouse mobile's phone: 412 CSS px wide, 1.75 device pixels a CSS pixel. */
export const PHONE = { width: 412, height: 823, deviceScaleFactor: 1.75 } as const;

/** One picture the phone fetched: what it weighed, its pixels, and the device pixels it filled. */
export interface ScrolledPicture {
  url: string;
  bytes: number;
  /** The file's own width, in pixels. */
  width: number;
  /** The widest it is drawn, in device pixels (0: fetched, but not drawn on the page). */
  drawnAt: number;
}

export interface PhoneScrollFigures {
  pictures: PictureCatalogue;
  /** Every picture `/` and one scroll fetched, in the order they came. */
  fetched: ScrolledPicture[];
}

/** Waits until every picture the page has asked for, once laid out, has come or failed. */
async function picturesSettled(page: Page, pending: Set<string>): Promise<void> {
  // Lazy pictures are asked for once the page has laid out what came into view.
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  );
  const deadline = Date.now() + 30_000;
  while (pending.size > 0 && Date.now() < deadline) await page.waitForTimeout(50);
}

/**
 * `/` on a phone, then one screen down, as a shopper first sees the catalogue: each picture the
 * phone fetched (its bytes as they came, its width in pixels) beside the device pixels the page
 * draws it at, to hold the resizer to "at most 1.5 times what is drawn".
 */
export async function benchPhoneScroll(
  browser: Browser,
  site: Site,
  pictures: PictureCatalogue,
): Promise<PhoneScrollFigures> {
  const context = await browser.newContext({
    viewport: { width: PHONE.width, height: PHONE.height },
    deviceScaleFactor: PHONE.deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
  });
  try {
    await allowPageFunctions(context);
    const page = await context.newPage();
    const pending = new Set<string>();
    const fetched: { url: string; bytes: number }[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'image') pending.add(request.url());
    });
    page.on('requestfailed', (request) => pending.delete(request.url()));
    page.on('response', async (response) => {
      const url = response.url();
      if (response.request().resourceType() !== 'image') return;
      if (response.status() === 200) {
        const body = await response.body().catch(() => Buffer.alloc(0));
        fetched.push({ url, bytes: body.length });
      }
      pending.delete(url);
    });
    await page.goto(site.pageUrl('/'));
    await page.locator('article img').first().waitFor();
    await picturesSettled(page, pending);
    await page.evaluate(() => window.scrollBy(0, window.innerHeight));
    await picturesSettled(page, pending);
    const drawn = await page.evaluate(
      async (urls) => {
        // A picture of its own, without srcset: its natural width is the file's, in pixels.
        const widthOf = async (url: string) => {
          const probe = new Image();
          probe.src = url;
          await probe.decode();
          return probe.naturalWidth;
        };
        return Promise.all(
          urls.map(async (url) => {
            const shownAs = [...document.images].filter((img) => img.currentSrc === url);
            const drawnAt = Math.max(
              0,
              ...shownAs.map((img) => img.getBoundingClientRect().width * window.devicePixelRatio),
            );
            return { width: await widthOf(url).catch(() => 0), drawnAt: Math.round(drawnAt) };
          }),
        );
      },
      fetched.map((picture) => picture.url),
    );
    return {
      pictures,
      fetched: fetched.map((picture, index) => ({ ...picture, ...drawn[index] })),
    };
  } finally {
    await context.close();
  }
}
