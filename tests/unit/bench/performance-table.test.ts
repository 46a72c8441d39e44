// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  PERFORMANCE_DOC,
  performanceTable,
  tableInDoc,
  withTable,
} from '../../../bench/tables/doc-table';
import type { BenchResults } from '../../../bench/results';

const results = JSON.parse(readFileSync('bench/results.json', 'utf8')) as BenchResults;

describe("the performance page's figures", () => {
  it('are the table the bench printed last, from bench/results.json (npm run bench:table)', () => {
    expect(tableInDoc(readFileSync(PERFORMANCE_DOC, 'utf8'))).toBe(performanceTable(results));
  });

  it('name the machine and the day each part was measured', () => {
    const table = performanceTable(results);
    expect(table).toContain(`${results.machine.cores} cores`);
    for (const date of Object.values(results.measured)) expect(table).toContain(date.slice(0, 10));
  });

  it('replace only the block between the markers', () => {
    const doc = withTable(
      'before\n<!-- bench:table, written by npm run bench; do not edit by hand -->\n<!-- prettier-ignore-start -->\nold\n<!-- prettier-ignore-end -->\n<!-- /bench:table -->\nafter',
      'new',
    );
    expect(doc.startsWith('before\n')).toBe(true);
    expect(doc.endsWith('\nafter')).toBe(true);
    expect(tableInDoc(doc)).toBe('new');
    expect(() => withTable('no block', 'new')).toThrow(/has no/);
  });
});
