import { AFTER_PAINT_CHUNKS_ATTRIBUTE } from './modulepreload-tags';
import { startOrTell } from './start-failed';

/**
 * The entry. The first load's code comes in three chunks (build-time/plugins/first-load-chunks.ts),
 * each evaluated in a task of its own, the main thread given back between them: at a phone's
 * speed, one task for all of it blocked the page for longer than a shopper notices
 * (docs/performance.md, "Where the speed comes from"). They are fetched once the prerendered page
 * has painted, all at once (the page lists them, and its lazy screen's), so the paint never
 * waits on their download (docs/performance.md, "Where the speed comes from").
 * Importing any module of a chunk evaluates the whole chunk.
 */
// As src/lib/next-task.ts: the entry imports no module of the app's chunk, or that chunk would
// be evaluated with the entry, in its task.
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

/** After the next frame is painted; at once in a tab that paints no frame (in the background). */
const afterFirstPaint = () =>
  new Promise((resolve) => {
    if (document.visibilityState === 'hidden') resolve(undefined);
    else requestAnimationFrame(() => setTimeout(resolve, 0));
  });

function preloadPageChunks(): void {
  for (const list of document.querySelectorAll(`script[${AFTER_PAINT_CHUNKS_ATTRIBUTE}]`)) {
    for (const href of JSON.parse(list.textContent || '[]') as string[]) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
  }
}

/** The first load, a task for each chunk; again on a retry, which fetches only what failed. */
const wake = () =>
  import('react-dom/client')
    .then(nextTask)
    .then(() => import('./first-load-libraries'))
    .then(nextTask)
    .then(() => import('./start'))
    .then(({ start }) => start());

void afterFirstPaint()
  .then(preloadPageChunks)
  .then(() => startOrTell(wake));
