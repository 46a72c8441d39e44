import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, it, onTestFailed } from 'vitest';
import { colourModeSwitch } from './colour-mode';
import { EnginePage, type EngineDriver, type EngineName } from './engine-page';
import { lostDialog, lostDownload, lostFirstLoad, lostToasts } from './lost-download';
import { offlineTold } from './offline';
import { keyboardStart, phoneLayout } from './phone-and-keyboard';
import { shopperJourney } from './shopper-journey';
import { staffJourney } from './staff-journey';
import { logOut, twoTabs } from './two-tabs';

interface Site {
  name: string;
  origin: string;
  /** The demo build, whose backend runs in the page's service worker. */
  demo: boolean;
  /** Staff create their product from a phone's 12 MP photo here, else from a small picture. */
  phonePhoto: boolean;
}

/** The sites tests/engines/sites.mjs serves for the run. */
function sites(): Site[] {
  if (!process.env.ENGINE_SITES) {
    throw new Error('The engine journeys need their sites: npm run test:browser -- tests/engines');
  }
  return JSON.parse(process.env.ENGINE_SITES) as Site[];
}

const FAILURES_DIR = 'test-results/engines';

/**
 * The shopper's and staff's journeys in one engine, on each site in turn: a new browser (a new
 * visitor, with no data and no service worker yet) for each site. A failed step prints what the
 * page showed and leaves a screenshot in test-results/engines/.
 */
export function journeysIn(engine: EngineName, launch: () => Promise<EngineDriver>): void {
  describe.each(sites())(`${engine}, $name`, (site) => {
    let page: EnginePage;
    const firstSite = site.name === sites()[0].name;
    /** The page every journey starts from, on a site whose backend is ready. */
    const openShop = async () => {
      if (!site.demo) return;
      // The demo's backend answers at once (the setting is kept): the steps wait on behaviour.
      await page.open('/?latency=0');
      // Its first answer comes once the seed is stored. The journeys then leave this page at
      // once, as a visitor does: in WebKit it goes into the back/forward cache, frozen, and
      // must not hold the db the next page needs (mocks/browser/back-forward-cache.ts).
      await page.waitFor(
        () => page.evaluate(async () => (await fetch('/api/products')).ok),
        "the demo's backend to answer",
      );
    };
    beforeAll(async () => {
      page = new EnginePage(await launch(), site.origin, site.demo);
      // On the first site, the first step is a new visitor's first load.
      if (!firstSite) await openShop();
    });
    afterAll(() => page?.close());

    const screenshotOnFailure = (journey: string) =>
      onTestFailed(async () => {
        mkdirSync(FAILURES_DIR, { recursive: true });
        const file = `${engine}-${site.name}-${journey}`.replace(/[^\w.-]+/g, '-');
        await page.screenshot(`${FAILURES_DIR}/${file}.png`).catch(() => undefined);
        const toasts = await page.shownToasts().catch(() => []);
        const shown = await page
          .whatItShows()
          .catch((error: unknown) => `not read: ${String(error)}`);
        console.error(
          `${engine}, ${site.name}, ${journey} failed; the page showed:\n  ${shown}\n  toasts on this page: ${JSON.stringify(toasts)}`,
        );
      });

    // First, on the first site: a browser that has loaded nothing of it yet; then the page whose
    // code it drops (the orders page) is one no journey has loaded yet.
    if (firstSite) {
      it('a first load whose code the connection drops says so, and Retry wakes the shop', async () => {
        screenshotOnFailure('lost-first-load');
        try {
          await lostFirstLoad(page);
        } finally {
          // The journeys after it start from the shop, whatever became of this step.
          await openShop();
        }
      });

      it('a screen whose code the connection drops says so, and Retry brings it', async () => {
        screenshotOnFailure('lost-download');
        await lostDownload(page);
      });

      it('a dialog whose code the connection drops says so, and comes once it can', async () => {
        screenshotOnFailure('lost-dialog');
        await lostDialog(page);
      });
    }

    // On the first site, with the cart still empty.
    if (site.name === sites()[0].name) {
      it('offline, the page says so and Add to cart refuses at the tap', async () => {
        screenshotOnFailure('offline');
        await offlineTold(page);
      });
    }

    it('a shopper filters, looks, fills the cart and places an order', async () => {
      screenshotOnFailure('shopper');
      await shopperJourney(page);
    });

    it("staff sign in, make, change and delete a product, set an order's status, save the profile", async () => {
      screenshotOnFailure('staff');
      // Each engine its own product and order: the real-mode site's server is shared.
      await staffJourney(page, {
        productName: `Engine ${engine} laptop`,
        orderRow: engine === 'firefox' ? 0 : 1,
        phonePhoto: site.phonePhoto,
      });
    });

    if (site.name === sites()[0].name) {
      it("the colours' switch turns the shop dark at once, page after page, and back", async () => {
        screenshotOnFailure('colour-mode');
        await colourModeSwitch(page, site.name);
      });
    }

    // The engine's own layout, keyboard and tabs, on the first site only (a demo): the sites
    // serve the same pages.
    if (site.name === sites()[0].name) {
      it('staff log out; a visitor uses the keyboard, two tabs, then a phone', async () => {
        screenshotOnFailure('keyboard-tabs-phone');
        await logOut(page);
        await keyboardStart(page);
        await twoTabs(page);
        await phoneLayout(page);
      });

      // Last: its toast comes from Add to cart, and the cart is then no longer empty.
      it('toasts whose code the connection drops are still drawn', async () => {
        screenshotOnFailure('lost-toasts');
        await lostToasts(page);
      });
    }
  });
}
