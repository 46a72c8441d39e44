import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readInteractions } from './coverage';
import { PACT_FILE } from './pact-config';
import { DEFECT_MARK, PRODUCTION_DEFECTS, UNPINNED_PRODUCTION_DEFECTS } from './production-defects';

const defects = Object.values(PRODUCTION_DEFECTS);
const DEFECTS_PAGE = 'contracts/PRODUCTION-DEFECTS.md';

describe('the interactions that pin a production defect', () => {
  const descriptions = readInteractions(PACT_FILE).map(({ description }) => description);

  it('are in the pact file, and every marked interaction is listed', () => {
    for (const { description } of defects) expect(descriptions).toContain(description);
    expect(descriptions.filter((description) => description.includes(DEFECT_MARK)).sort()).toEqual(
      defects.map(({ description }) => description).sort(),
    );
  });

  it('are listed, with the defect, in PRODUCTION-DEFECTS.md', () => {
    const page = readFileSync(DEFECTS_PAGE, 'utf8');
    for (const { description, defect } of defects) {
      expect(page).toContain(description);
      expect(page).toContain(defect);
    }
  });

  it('are listed beside the defects no interaction pins, which the drift check knows', () => {
    const page = readFileSync(DEFECTS_PAGE, 'utf8');
    for (const { defect } of Object.values(UNPINNED_PRODUCTION_DEFECTS))
      expect(page).toContain(defect);
  });
});
