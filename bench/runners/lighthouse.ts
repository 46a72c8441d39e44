import { mkdirSync, writeFileSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { CHROMIUM_ARGS } from '../../tests/browser/chromium.mjs';
import type { Site } from '../sites/builds';
import type { PictureCatalogue } from './photo-catalogue';

export const LIGHTHOUSE_PAGES = ['/', '/product/1', '/cart', '/sign-in'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const;
export type FormFactor = 'mobile' | 'desktop';
/** Lighthouse's own CPU slowdown of each preset: what results from before BENCH_CPU ran at. */
export const DEFAULT_CPU_SLOWDOWN: Record<FormFactor, number> = { mobile: 4, desktop: 1 };
type Report = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

export interface FailingAudit {
  category: (typeof CATEGORIES)[number];
  audit: string;
  /** Lighthouse's display value (`2.9 s`), or the audit's score when it has none. */
  value: string;
}

export interface LighthouseFigures {
  page: string;
  formFactor: FormFactor;
  /** The runs the median run was picked from. */
  runs: number;
  /** Lighthouse's CPU slowdown (absent in results from before BENCH_CPU: the preset's own). */
  cpuSlowdown?: number;
  performance: number;
  accessibility: number;
  bestPractices: number;
  /** Failing audits of the three categories, for fixing. */
  failing: FailingAudit[];
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  speedIndexMs: number;
  /** The largest contentful paint's element: its tag and Lighthouse's label of it. */
  lcpElement: string;
  /** Main-thread time spent evaluating scripts (at the run's CPU throttling). */
  scriptEvaluationMs: number;
  /**
   * Lighthouse's measure of the machine's speed in the median run (higher is faster): its CPU
   * slowdown multiplies the tasks as observed, so a busy machine's lower index means more TBT.
   */
  benchmarkIndex?: number;
  /** The API the build ran against: a URL, or absent for the bench's HTTP mock server. */
  api?: string;
  /** What the catalogue's products showed (absent in results from before photos: drawings). */
  pictures?: PictureCatalogue;
  /** Bytes the page transferred, all of them (Lighthouse's total-byte-weight). */
  transferBytes?: number;
  /** The pictures among them, each as transferred. */
  pictureRequests?: PictureRequest[];
}

export interface PictureRequest {
  url: string;
  transferBytes: number;
}

interface NodeDetails {
  type?: string;
  snippet?: string;
  nodeLabel?: string;
  items?: NodeDetails[];
  node?: NodeDetails;
}

/** `<h1> Your Cart` out of the LCP element audit's details (a table of one node, in LH 12). */
function lcpElementOf(details: unknown): string {
  const pending = [details as NodeDetails | undefined];
  while (pending.length) {
    const item = pending.shift();
    if (!item) continue;
    if (item.type === 'node') {
      const tag = /^<([a-z0-9-]+)/i.exec(item.snippet ?? '')?.[1] ?? 'element';
      return `<${tag}> ${(item.nodeLabel ?? '').slice(0, 40)}`.trim();
    }
    pending.push(item.node, ...(item.items ?? []));
  }
  return 'unknown';
}

/** The pictures the page fetched, out of the network-requests audit's table. */
function pictureRequestsOf(details: unknown): PictureRequest[] {
  type Request = { url: string; resourceType?: string; transferSize?: number };
  const items = (details as { items?: Request[] }).items ?? [];
  return items
    .filter((item) => item.resourceType === 'Image')
    .map((item) => ({ url: item.url, transferBytes: item.transferSize ?? 0 }));
}

function scriptEvaluationOf(details: unknown): number {
  const items = (details as { items?: Array<{ group?: string; duration?: number }> }).items ?? [];
  return Math.round(items.find((item) => item.group === 'scriptEvaluation')?.duration ?? 0);
}

export const cpuSlowdownOf = (figures: LighthouseFigures) =>
  figures.cpuSlowdown ?? DEFAULT_CPU_SLOWDOWN[figures.formFactor];

export interface LighthouseRuns {
  runs: number;
  /** Mobile's CPU slowdown, Lighthouse's 4× unless given; the desktop preset keeps its own. */
  cpuSlowdown?: number;
  reportDir?: string;
  reportPrefix?: string;
  /** LIGHTHOUSE_PAGES unless given. */
  pages?: readonly string[];
}

export type LighthouseReport = Report;
/** Each page's reports, in the order they ran. */
export type ReportsByPage = Map<string, LighthouseReport[]>;

/**
 * Lighthouse (its default mobile throttling at `cpuSlowdown`, or the desktop preset) in the
 * system Chromium, `runs` times per page: each page's reports.
 */
export async function lighthouseReports(
  chromePath: string,
  site: Site,
  formFactor: FormFactor,
  {
    runs,
    cpuSlowdown,
    pages = LIGHTHOUSE_PAGES,
  }: Omit<LighthouseRuns, 'reportDir' | 'reportPrefix'>,
): Promise<ReportsByPage> {
  const mobile = formFactor === 'mobile';
  const throttling = mobile && cpuSlowdown ? { cpuSlowdownMultiplier: cpuSlowdown } : undefined;
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  });
  try {
    const reports: ReportsByPage = new Map();
    for (const page of pages) {
      const lhrs: Report[] = [];
      for (let run = 0; run < runs; run += 1) {
        const result = await lighthouse(
          site.pageUrl(page),
          { port: chrome.port, logLevel: 'error', onlyCategories: [...CATEGORIES], throttling },
          mobile ? undefined : desktopConfig,
        );
        if (!result) throw new Error(`Lighthouse returned nothing for ${page}`);
        lhrs.push(result.lhr);
      }
      reports.set(page, lhrs);
    }
    return reports;
  } finally {
    await chrome.kill();
  }
}

/**
 * Each page's figures, those of its median report (Lighthouse's own pick, by FCP and TTI), as
 * Lighthouse advises: single mobile runs vary by several points. `reportDir` keeps each page's
 * median report (JSON, named `<reportPrefix><formFactor>-<page>.json`, with `-8x` after the form
 * factor at a slowdown other than the preset's), for finding what costs the points.
 */
export function lighthouseFigures(
  formFactor: FormFactor,
  reports: ReportsByPage,
  { reportDir, reportPrefix = '' }: Pick<LighthouseRuns, 'reportDir' | 'reportPrefix'> = {},
): LighthouseFigures[] {
  return [...reports].map(([page, lhrs]) => {
    const lhr: Report = computeMedianRun(lhrs);
    const slowdown = lhr.configSettings.throttling.cpuSlowdownMultiplier;
    if (reportDir) {
      mkdirSync(reportDir, { recursive: true });
      const cpu = slowdown === DEFAULT_CPU_SLOWDOWN[formFactor] ? '' : `-${slowdown}x`;
      const name = `${reportPrefix}${formFactor}${cpu}${page.replace(/\W+/g, '-').replace(/-$/, '')}.json`;
      writeFileSync(`${reportDir}/${name}`, JSON.stringify(lhr));
    }
    const { categories, audits } = lhr;
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
    const failing = CATEGORIES.flatMap((category) =>
      categories[category].auditRefs
        .filter((ref) => ref.weight > 0 && (audits[ref.id].score ?? 1) < 0.9)
        .map((ref) => ({
          category,
          audit: ref.id,
          value: audits[ref.id].displayValue ?? String(audits[ref.id].score),
        })),
    );
    const metric = (id: string) => Math.round(audits[id].numericValue ?? 0);
    return {
      page,
      formFactor,
      runs: lhrs.length,
      cpuSlowdown: slowdown,
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      failing,
      fcpMs: metric('first-contentful-paint'),
      lcpMs: metric('largest-contentful-paint'),
      tbtMs: metric('total-blocking-time'),
      cls: Math.round((audits['cumulative-layout-shift'].numericValue ?? 0) * 1000) / 1000,
      speedIndexMs: metric('speed-index'),
      lcpElement: lcpElementOf(audits['largest-contentful-paint-element'].details),
      scriptEvaluationMs: scriptEvaluationOf(audits['mainthread-work-breakdown'].details),
      benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
      transferBytes: metric('total-byte-weight'),
      pictureRequests: pictureRequestsOf(audits['network-requests'].details),
    };
  });
}

/** `runs` Lighthouse loads of each page in a row, and each page's median figures. */
export async function benchLighthouse(
  chromePath: string,
  site: Site,
  formFactor: FormFactor,
  { reportDir, reportPrefix, ...runs }: LighthouseRuns,
): Promise<LighthouseFigures[]> {
  const reports = await lighthouseReports(chromePath, site, formFactor, runs);
  return lighthouseFigures(formFactor, reports, { reportDir, reportPrefix });
}
