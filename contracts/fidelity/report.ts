import { endpoints } from '../../src/config/endpoints';
import { CONSUMER_REQUEST_LIST, type ConsumerRequest } from '../consumer-requests';
import type { FidelityReport, Row } from './run';

const count = (rows: Row[], verdict: Row['verdict']) =>
  rows.filter((row) => row.verdict === verdict).length;

/** `N calls: A same, B known production defects, C consumer requests, D differ` (skips apart). */
export function summaryLine(report: FidelityReport): string {
  const compared = report.rows.filter((row) => row.verdict !== 'skipped');
  return (
    `${compared.length} calls: ${count(compared, 'same')} same, ` +
    `${count(compared, 'known production defect')} known production defects, ` +
    `${count(compared, 'consumer request')} consumer requests, ${count(compared, 'differs')} differ`
  );
}

/** Whether a difference is left that nothing explains (the check then exits 1). */
export function hasUnexplained(report: FidelityReport): boolean {
  return report.rows.some((row) => row.verdict === 'differs');
}

const pad = (text: string, width: number) => text.padEnd(width);

const named = (names: readonly string[] = []) => names.map((name) => `\`${name}\``).join(', ');

/** What a consumer request asks for: `key \`customer\``, `query \`limit\`, \`offset\``. */
function asked({ responseKeys, queryParameters }: ConsumerRequest): string {
  return [
    responseKeys && `key ${named(responseKeys)}`,
    queryParameters && `query ${named(queryParameters)}`,
  ]
    .filter(Boolean)
    .join(' and ');
}

/** The table of calls, what was created and skipped, and the summary line last. */
export function formatReport(report: FidelityReport): string {
  const width = Math.max(...report.rows.map((row) => row.call.length)) + 2;
  const requestWidth = Math.max(...report.rows.map((row) => row.request.length)) + 2;
  const lines = [
    `Drift check: ${report.live} (live) against the mock (${report.mock}); differences read mock → live.`,
    '',
    `${pad('call', width)}${pad('request', requestWidth)}${pad('mock', 6)}${pad('live', 6)}verdict`,
  ];
  for (const row of report.rows) {
    const status = (value?: number) => pad(value === undefined ? '-' : String(value), 6);
    lines.push(
      `${pad(row.call, width)}${pad(row.request, requestWidth)}${status(row.mockStatus)}${status(row.liveStatus)}${row.verdict}`,
    );
    for (const difference of row.differences) lines.push(`    ${difference}`);
    for (const note of row.notes) lines.push(`    (${note})`);
    if (row.reason)
      lines.push(`    ${row.verdict === 'skipped' ? 'why' : 'reason'}: ${row.reason}`);
  }
  lines.push('');
  const created = report.created.live;
  lines.push(
    created.length
      ? `Created on the live API (${report.live}):\n${created.map((made) => `  - ${made}`).join('\n')}`
      : `Created nothing on the live API (${report.live}).`,
  );
  const skipped = report.rows.filter((row) => row.verdict === 'skipped');
  if (skipped.length) {
    lines.push(
      `Skipped ${skipped.length} calls${report.writes ? '' : ' (they write, or need what a write makes; --allow-writes runs them)'}: ${skipped.map((row) => row.call).join(', ')}`,
    );
  }
  for (const request of CONSUMER_REQUEST_LIST) {
    const { method, path } = endpoints[request.endpoint];
    const met = report.rows.some(
      (row) => row.verdict === 'consumer request' && row.reason?.includes(request.reason),
    );
    lines.push(
      `Consumer request: ${method} ${path} ${asked(request)} (${request.reason}): ${met ? 'the mock answers it, the live API does not' : 'not met on this run (the mock does not answer it yet, or the live API does)'}.`,
    );
  }
  lines.push(summaryLine(report));
  return lines.join('\n');
}
