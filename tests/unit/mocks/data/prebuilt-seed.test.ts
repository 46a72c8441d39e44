// @vitest-environment node
import type { Plugin } from 'vite';
import { describe, expect, it } from 'vitest';
import { db } from '../../../../mocks/data/db';
import { schemaFingerprint, restoreSnapshot, takeSnapshot } from '../../../../mocks/data/snapshot';
import { seedDb } from '../../../../mocks/data/seed';
import {
  DEFAULT_SEED_MODULE,
  prebuiltDefaultSeed,
} from '../../../../mocks/build-time/prebuilt-seed-plugin';
import type { DbSnapshot } from '../../../../mocks/data/snapshot';

/** What the demo build's `virtual:mock-default-seed` module exports, made by the real plugin. */
async function prebuiltSeed(): Promise<DbSnapshot> {
  const plugin = prebuiltDefaultSeed(true);
  const call = <T>(hook: unknown, ...args: unknown[]) =>
    (hook as (...args: unknown[]) => T).call({ addWatchFile: () => undefined }, ...args);
  const id = call<string>(plugin.resolveId, DEFAULT_SEED_MODULE, undefined, {});
  const source = await call<Promise<string>>((plugin as Plugin).load, id);
  const literal = /^export default JSON\.parse\((".*")\);\s*$/s.exec(source)?.[1];
  return JSON.parse(JSON.parse(literal!) as string) as DbSnapshot;
}

describe('the prebuilt default seed (demo build)', () => {
  it('holds exactly the tables seedDb() fills, and restores to them twice over', async () => {
    const prebuilt = await prebuiltSeed();
    seedDb();
    const seeded = takeSnapshot();
    expect(prebuilt).toEqual(seeded);

    const untouched = structuredClone(prebuilt);
    for (let run = 0; run < 2; run += 1) {
      db.product.update({ where: { id: { equals: 1 } }, data: { product_name: 'Changed' } });
      restoreSnapshot(prebuilt);
      expect(takeSnapshot()).toEqual(seeded);
    }
    expect(prebuilt).toEqual(untouched);
  }, 30_000);

  it('leaves the persistence fingerprint as it was', async () => {
    const before = schemaFingerprint();
    restoreSnapshot(await prebuiltSeed());
    expect(schemaFingerprint()).toBe(before);
  }, 30_000);
});
