import { mkdirSync, writeFileSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { CHROMIUM_ARGS } from '../tests/browser/chromium.mjs';

export const LIGHTHOUSE_PAGES = ['/', '/product/1', '/cart', '/sign-in'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const;
export type FormFactor = 'mobile' | 'desktop';
type Report = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

export interface LighthouseFigures {
  page: string;
  formFactor: FormFactor;
  performance: number;
  accessibility: number;
  bestPractices: number;
  /** Failing audits of the three categories, for fixing. */
  failing: string[];
  lcpMs: number;
  tbtMs: number;
}

/**
 * Lighthouse (its default mobile throttling, or the desktop preset) in the system Chromium,
 * `runs` times per page; the figures are those of the median run (Lighthouse's own pick, by FCP
 * and TTI), as Lighthouse advises: single mobile runs vary by several points. `reportDir` keeps
 * each page's median report (JSON), for finding what costs the points.
 */
export async function benchLighthouse(
  chromePath: string,
  baseUrl: string,
  formFactor: FormFactor,
  runs: number,
  reportDir?: string,
): Promise<LighthouseFigures[]> {
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  });
  try {
    const figures: LighthouseFigures[] = [];
    for (const page of LIGHTHOUSE_PAGES) {
      const lhrs: Report[] = [];
      for (let run = 0; run < runs; run += 1) {
        // Lighthouse models the network itself (mobile: 150 ms round trips at 1.6 Mbit/s), so
        // the mock adds no latency of its own: it would count every API call's round trip twice.
        const result = await lighthouse(
          `${baseUrl}${page}?latency=0`,
          { port: chrome.port, logLevel: 'error', onlyCategories: [...CATEGORIES] },
          formFactor === 'desktop' ? desktopConfig : undefined,
        );
        if (!result) throw new Error(`Lighthouse returned nothing for ${page}`);
        lhrs.push(result.lhr);
      }
      const lhr: Report = computeMedianRun(lhrs);
      if (reportDir) {
        mkdirSync(reportDir, { recursive: true });
        const name = `${formFactor}${page.replace(/\W+/g, '-').replace(/-$/, '')}.json`;
        writeFileSync(`${reportDir}/${name}`, JSON.stringify(lhr));
      }
      const { categories, audits } = lhr;
      const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
      const failing = CATEGORIES.flatMap((id) =>
        categories[id].auditRefs
          .filter((ref) => ref.weight > 0 && (audits[ref.id].score ?? 1) < 0.9)
          .map(
            (ref) => `${id}: ${ref.id} (${audits[ref.id].displayValue ?? audits[ref.id].score})`,
          ),
      );
      figures.push({
        page,
        formFactor,
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        failing,
        lcpMs: Math.round(audits['largest-contentful-paint'].numericValue ?? 0),
        tbtMs: Math.round(audits['total-blocking-time'].numericValue ?? 0),
      });
    }
    return figures;
  } finally {
    await chrome.kill();
  }
}
