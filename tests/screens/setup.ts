import { afterEach, beforeEach, vi } from 'vitest';
import { seedDb } from '../../mocks/data/seed';

/**
 * The screen tests' shop: the seed's first 12 products (one of each category and sub-category)
 * and its 12 orders, afresh before every test. A screenful of cards renders quickly in jsdom.
 */
const SCREEN_SEED_PRODUCTS = 12;
beforeEach(() => seedDb({ products: SCREEN_SEED_PRODUCTS }));

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
