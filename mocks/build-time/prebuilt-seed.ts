import { seedDb } from '../data/seed';
import { takeSnapshot, type DbSnapshot } from '../data/snapshot';

/**
 * Every table as seedDb() fills it with its defaults. The demo build carries this data
 * (prebuilt-seed-plugin.ts), so the browser restores it instead of running faker at start-up.
 */
export function defaultSeedSnapshot(): DbSnapshot {
  seedDb();
  return takeSnapshot();
}
