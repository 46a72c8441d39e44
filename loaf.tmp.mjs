import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium-headless-shell' });
for (let run = 0; run < 2; run++) {
const ctx = await browser.newContext({ viewport: { width: 412, height: 823 }, hasTouch: true, isMobile: true, deviceScaleFactor: 1.75 });
await ctx.addInitScript(() => {
  window.__frames = [];
  new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__frames.push(e.toJSON()); }).observe({ type: 'long-animation-frame', buffered: true });
});
const page = await ctx.newPage();
await page.goto('http://127.0.0.1:4999/?toolbar=off');
const btn = page.getByRole('main').getByRole('button', { name: 'Add to cart' }).first();
await btn.waitFor();
await page.waitForTimeout(4000);
const cdp = await ctx.newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
const box = await btn.boundingBox();
const since = await page.evaluate(() => performance.now());
await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
await page.waitForTimeout(5000);
const frames = await page.evaluate((since) => window.__frames.filter((f) => f.startTime >= since), since);
for (const f of frames) {
  console.log(`frame at +${(f.startTime - since).toFixed(0)} ms: ${f.duration.toFixed(0)} ms, blocking ${f.blockingDuration.toFixed(0)}, render at ${(f.renderStart - f.startTime).toFixed(0)}, style/layout at ${(f.styleAndLayoutStart - f.startTime).toFixed(0)}`);
  for (const s of f.scripts) console.log(`   ${s.invokerType} ${s.invoker} ${s.duration.toFixed(0)} ms (forced style/layout ${s.forcedStyleAndLayoutDuration.toFixed(0)}) ${s.sourceURL.split('/').pop()} ${s.sourceFunctionName}`);
}
await ctx.close();
}
await browser.close();
