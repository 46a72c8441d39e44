import { SEED_IMAGE_PREFIX } from '../pictures/seed-picture-urls';

const askedAgain = new WeakSet<HTMLImageElement>();
/** How long after the worker's start a failed picture may still be one asked for before it. */
const FIRST_LOAD_MS = 5000;

function askAgain(image: HTMLImageElement): void {
  if (askedAgain.has(image) || !image.currentSrc.includes(SEED_IMAGE_PREFIX)) return;
  askedAgain.add(image);
  const { src, srcset } = image;
  image.removeAttribute('srcset');
  image.removeAttribute('src');
  if (srcset) image.srcset = srcset;
  image.src = src;
}

/**
 * On a first visit, a picture in the page's own HTML (a product page's, asked for at once) may be
 * requested before the worker controls the page: the host answers with its page instead, and
 * the drawing stays broken. Once the worker runs, each seed picture that failed so far, or fails
 * while it was already on its way, is asked for once more, through the worker.
 */
export function askAgainForMissedPictures(): void {
  for (const image of document.images) {
    if (image.complete && image.naturalWidth === 0) askAgain(image);
  }
  const failed = (event: Event) => {
    if (event.target instanceof HTMLImageElement) askAgain(event.target);
  };
  document.addEventListener('error', failed, true);
  // Later failures are the scenario's or the picture's own, to be shown as they are.
  setTimeout(() => document.removeEventListener('error', failed, true), FIRST_LOAD_MS);
}
