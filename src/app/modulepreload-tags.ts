/**
 * Marks the data block listing chunks the entry modulepreloads once the page has painted
 * (src/app/main.tsx; the build writes it: build-time/plugins/after-paint-chunks.ts): preloaded from
 * the HTML, they were fetched before the first paint, and Lighthouse's simulation then drew the
 * paint after their download (docs/performance.md, "Where the speed comes from").
 */
export const AFTER_PAINT_CHUNKS_ATTRIBUTE = 'data-chunks-after-paint';
