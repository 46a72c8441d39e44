import type { BrowserContext } from '@playwright/test';

/** tsx (esbuild) wraps named functions in __name(); functions run in a page need it defined too. */
export async function allowPageFunctions(context: BrowserContext): Promise<void> {
  await context.addInitScript('globalThis.__name = (target) => target;');
}
