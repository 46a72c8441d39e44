import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { configure } from '@testing-library/react';
import { seedDb } from '../../mocks/data/seed';
import { describeScreen, followRequests, REPORT_TITLE } from './screen-report';

/**
 * The screen tests' shop: the seed's first 12 products (one of each category and sub-category)
 * and its 12 orders, afresh before every test. A screenful of cards renders quickly in jsdom.
 */
const SCREEN_SEED_PRODUCTS = 12;
beforeEach(() => seedDb({ products: SCREEN_SEED_PRODUCTS }));

/**
 * Every module of the app, its screens, dialogs and menus loaded on first use among them, loaded
 * before a file's first test. In jsdom a module is compiled when it is first imported: beside
 * other work on 2 cores, the filter dialog's code took longer than a test waits for what it
 * shows, so the test failed on the compiler's time, not the app's. Loaded here, a test waits for
 * the app only; a worker's files share their modules (vitest.config.ts), so its first file pays.
 * The entry (main.tsx, start.tsx) mounts the app itself and is left out.
 */
const appModules = import.meta.glob([
  '../../src/**/*.{ts,tsx}',
  '!../../src/app/main.tsx',
  '!../../src/app/start.tsx',
]);
beforeAll(() => Promise.all(Object.values(appModules).map((load) => load())), 120_000);

// A failed test says what the screen showed (tests/screens/screen-report.ts): a query that found
// nothing in its error, in place of the page's whole markup; any other failure after its error.
// (A findBy… that times out hands its query's error through here a second time.)
beforeEach(followRequests);
configure({
  getElementError: (message) => {
    const said = message ?? '';
    const error = new Error(said.includes(REPORT_TITLE) ? said : `${said}\n\n${describeScreen()}`);
    error.name = 'TestingLibraryElementError';
    return error;
  },
});
afterEach(({ task }) => {
  const errors = task.result?.errors ?? [];
  if (
    task.result?.state !== 'fail' ||
    errors.some(({ message }) => message.includes(REPORT_TITLE))
  ) {
    return;
  }
  const report = describeScreen();
  for (const error of errors) error.message = `${error.message}\n\n${report}`;
});

// What the shop keeps on the device (a shopper's receipts) is each test's own.
afterEach(() => localStorage.clear());

// The announcer's live regions (src/components/announcer.ts) outlive a test's render, with their
// last words: each test starts without them (the app makes them again with its first message).
afterEach(() =>
  document.querySelectorAll('[data-live-announcer]').forEach((region) => region.remove()),
);

// What jsdom does not implement: scrolling (the shell scrolls to the top on every path change, a
// focused category pill scrolls into its row) and object URLs (the image drop zone's preview).
window.scrollTo = () => undefined;
Element.prototype.scrollIntoView ??= () => undefined;
URL.createObjectURL ??= () => 'blob:http://localhost:5173/preview';
URL.revokeObjectURL ??= () => undefined;

/**
 * An element's own style attribute as its computed style. jsdom computes a style by matching
 * every CSS rule of the page (Chakra's, hundreds) against the element and its ancestors, and a
 * query by role asks that of every element it names, on every retry: a large share of a screen
 * test's time (docs/testing.md, "What `npm test` takes"). jsdom applies no media queries
 * and lays nothing out, so those styles tell little of what shows anyway: the app hides by
 * unmounting or with the `hidden` attribute, which the queries read themselves. (The CSS-only
 * hover hints are left to the browser tests.)
 */
window.getComputedStyle = (element) => (element as HTMLElement).style;

/**
 * jsdom decodes no pictures: the chosen file is taken as already prepared. What the picture
 * pipeline does to a photo is checked in Chromium (tests/browser/phone-photos.spec.ts).
 */
vi.mock('../../src/features/product-admin/pictures/prepare-picture', () => ({
  preparePicture: (file: File) =>
    Promise.resolve({ file, originalName: file.name, originalBytes: file.size }),
}));
