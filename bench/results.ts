import type { BuildName } from './sites/builds';
import type { EngineFigures } from './runners/engines';
import type { LighthouseFigures } from './runners/lighthouse';
import type { Machine } from './machine';
import type { MainThreadFigures } from './runners/main-thread';
import type { PageFigures } from './runners/page';
import type { PictureFigures } from './runners/photo-catalogue';
import type { PictureFormFigures } from './runners/picture-form';
import type { PhoneScrollFigures } from './runners/phone-scroll';
import type { ScaleFigures } from './runners/scale';
import type { ServerFigures } from './runners/server';
import type { TableRow } from './tables/table-cells';
import type { TapFigures } from './runners/taps';

export const PARTS = [
  'page',
  'cpu',
  'lighthouse',
  'form',
  'taps',
  'engines',
  'scroll',
  'server',
  'scale',
] as const;
export type Part = (typeof PARTS)[number];

export interface BuildResults {
  page?: PageFigures[];
  /** The main thread's split, a Lighthouse page each (bench/runners/main-thread.ts). */
  cpu?: MainThreadFigures[];
  lighthouse?: LighthouseFigures[];
  /** Typing in the create form while a photo is prepared (bench/runners/picture-form.ts; the demo). */
  form?: PictureFormFigures[];
  /** A shopper's taps and staff's product list, a seed size and CPU slowdown each (bench/runners/taps.ts). */
  taps?: TapFigures[];
  /** The first paint and Add to cart in Chromium, Firefox and WebKit (bench/runners/engines.ts). */
  engines?: EngineFigures[];
  /** `/` and one scroll on a phone, a picture catalogue each (bench/runners/phone-scroll.ts). */
  scroll?: PhoneScrollFigures[];
}

/** bench/results.json: the figures of each build, the mock server's, and the table made of them. */
export interface BenchResults {
  date: string;
  /** The machine of the latest run (a partial run keeps the other parts' figures). */
  machine: Machine;
  /** When each part was last measured: `production page`, `original cpu`, `server`. */
  measured: Record<string, string>;
  builds: Partial<Record<BuildName, BuildResults>>;
  server?: ServerFigures[];
  /** The production build and its pages at each catalogue size (bench/runners/scale.ts). */
  scale?: ScaleFigures[];
  /** The photos of the Lighthouse runs with BENCH_PICTURES, in each form (photo-catalogue.ts). */
  pictures?: PictureFigures;
  table: TableRow[];
}

/** A partial run's figures replace only the parts it measured. */
export function mergeResults(previous: BenchResults | undefined, latest: BenchResults) {
  if (!previous) return latest;
  const builds = { ...previous.builds };
  for (const [name, parts] of Object.entries(latest.builds) as [BuildName, BuildResults][]) {
    builds[name] = { ...builds[name], ...parts };
  }
  return {
    ...latest,
    measured: { ...previous.measured, ...latest.measured },
    builds,
    server: latest.server ?? previous.server,
    scale: latest.scale ?? previous.scale,
    pictures: latest.pictures ?? previous.pictures,
  };
}
