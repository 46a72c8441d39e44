import { CONSUMER_REQUESTS, type ConsumerRequest } from '../consumer-requests';
import {
  KIND_ORDER,
  listed,
  type BodyTally,
  type Finding,
  type OpenApiReport,
  type Verdict,
} from './check';

const GAPS_FILE = 'contracts/openapi-gaps.ts';
const REQUESTS_FILE = 'contracts/consumer-requests.ts';

const count = (report: OpenApiReport, verdict: Verdict) =>
  report.interactions.filter((interaction) => interaction.verdict === verdict).length;

/** The document's answers (or request bodies) the pacts met with a body: compared, and not. */
const compared = (bodies: BodyTally[]) => ({
  compared: bodies.filter((body) => body.compared).length,
  notCompared: bodies.filter((body) => !body.compared).length,
});

/**
 * `N interactions: A match, B not compared, C known gaps of the document, D consumer requests,
 * E findings; answers: F compared, G not compared (no schema); request bodies: H compared, I not
 * compared (no schema)`.
 */
export function summaryLine(report: OpenApiReport): string {
  const answers = compared(report.bodies.answers);
  const requestBodies = compared(report.bodies.requestBodies);
  return (
    `${report.interactions.length} interactions: ${count(report, 'match')} match, ` +
    `${count(report, 'not compared')} not compared, ` +
    `${count(report, 'known gap')} known gaps of the document, ` +
    `${count(report, 'consumer request')} consumer requests, ${count(report, 'finding')} findings; ` +
    `answers: ${answers.compared} compared, ${answers.notCompared} not compared (no schema); ` +
    `request bodies: ${requestBodies.compared} compared, ${requestBodies.notCompared} not compared (no schema)`
  );
}

const allFindings = (report: OpenApiReport) => [
  ...report.interactions.flatMap((interaction) => interaction.findings),
  ...report.otherFindings,
];

/** Known gap or consumer request: what explains a finding, if anything does. */
const isExplained = (finding: Finding) => Boolean(finding.gap ?? finding.request);

/** Whether a finding is left that no known gap or consumer request covers (the check exits 1). */
export function hasUnexplained(report: OpenApiReport): boolean {
  return allFindings(report).some((finding) => !isExplained(finding));
}

/** `[known gap: name]`, `[consumer request: name]`, or nothing. */
const label = ({ gap, request }: Finding) =>
  gap ? `known gap: ${gap}` : request ? `consumer request: ${request}` : undefined;

/** The findings grouped by kind, then by call, each kind with its codes. */
function grouped(findings: Finding[]): string[] {
  const kinds = new Map<string, Finding[]>();
  for (const finding of findings)
    kinds.set(finding.kind, [...(kinds.get(finding.kind) ?? []), finding]);
  const lines: string[] = [];
  const rank = (kind: string) => (KIND_ORDER.includes(kind) ? KIND_ORDER.indexOf(kind) : Infinity);
  for (const [kind, ofKind] of [...kinds].sort(([a], [b]) => rank(a) - rank(b))) {
    const codes = [...new Set(ofKind.map((finding) => finding.code))].join(', ');
    // One known gap (or request) for the whole kind is named once, on its line; else on each.
    const labels = new Set(ofKind.map(label));
    const oneLabel = labels.size === 1 ? [...labels][0] : undefined;
    lines.push(`  ${kind} (${ofKind.length}; ${codes})${oneLabel ? ` [${oneLabel}]` : ''}`);
    const calls = new Map<string, Finding[]>();
    for (const finding of ofKind)
      calls.set(finding.call, [...(calls.get(finding.call) ?? []), finding]);
    for (const [call, ofCall] of [...calls].sort(([a], [b]) => a.localeCompare(b))) {
      lines.push(`    \`${call}\``);
      for (const finding of ofCall) {
        const own = oneLabel ? undefined : label(finding);
        lines.push(`      - ${finding.says}${own ? ` [${own}]` : ''}`);
      }
    }
  }
  return lines;
}

const plural = (n: number, word: string, words = `${word}s`) => `${n} ${n === 1 ? word : words}`;

/** `` `GET /api/auth/me` 200 ``, or `` `POST /api/auth/logout` `` for a request body. */
const place = ({ call, status }: { call: string; status?: string }) =>
  `\`${call}\`${status ? ` ${status}` : ''}`;

/** The bodies the document has no schema for, by answer and by request body. */
function notCompared(report: OpenApiReport): string[] {
  const answers = report.bodies.answers.filter((body) => !body.compared);
  const requestBodies = report.bodies.requestBodies.filter((body) => !body.compared);
  if (!answers.length && !requestBodies.length)
    return ['Not compared: nothing; the document has a schema for every body the comparator met.'];
  const lines = [
    `Not compared: the bodies the document declares no schema for, so the comparator has nothing to compare them with: ${plural(answers.length, 'answer')}, ${plural(requestBodies.length, 'request body', 'request bodies')}:`,
  ];
  for (const [title, bodies] of [
    ['Answers', answers],
    ['Request bodies', requestBodies],
  ] as const) {
    if (!bodies.length) continue;
    lines.push(`  ${title} (${bodies.length})`);
    for (const body of bodies)
      lines.push(
        `    ${place(body)}: declares ${body.declares ?? 'no schema'} (${plural(body.interactions.length, 'interaction')})`,
      );
  }
  return lines;
}

/** What the consumer request's line says of it. */
function requestLine({
  name,
  reason,
  findings,
  notCompared: answers,
}: OpenApiReport['requests'][number]) {
  const unread = answers.map(
    (answer) => `${place(answer)} (it declares ${answer.declares ?? 'no schema'})`,
  );
  const its = `its ${unread.length === 1 ? 'answer' : 'answers'} ${listed(unread)}`;
  if (findings) {
    const also = unread.length ? ` Not compared: ${its}.` : '';
    return `Consumer request ${name} (${plural(findings, 'finding')}): ${reason}.${also}`;
  }
  if (unread.length) {
    const keys = (CONSUMER_REQUESTS as Record<string, ConsumerRequest>)[name]?.responseKeys;
    const what = keys?.length
      ? `whether the answer has ${listed(keys.map((key) => `\`${key}\``))}`
      : 'whether the answer is the one it asks for';
    return `Consumer request ${name}: not compared: the document has no schema for ${its}, so the check cannot tell ${what}.`;
  }
  return `Consumer request ${name}: the document lacks nothing of it.`;
}

/** The findings, then the known gaps, then the summary line last. */
export function formatReport(report: OpenApiReport): string {
  const { document, pacts } = report;
  const findings = allFindings(report);
  const open = findings.filter((finding) => !isExplained(finding));
  const known = findings.filter((finding) => finding.gap);
  const requested = findings.filter((finding) => finding.request);
  const lines = [
    `OpenAPI check: ${pacts.map(({ file, interactions }) => `${file} (${plural(interactions, 'interaction')})`).join(', ')} against ${document.source} (OpenAPI ${document.openapi}: ${plural(document.paths, 'path')}, ${plural(document.operations, 'operation')}).`,
    '',
  ];
  if (open.length) {
    lines.push(
      `Findings: ${plural(open.length, 'finding')} that no known gap or consumer request covers; the document (or the pact) has to change:`,
      ...grouped(open),
    );
  } else lines.push('Findings: none that a known gap or a consumer request does not cover.');
  lines.push('', ...notCompared(report), '');
  if (known.length) {
    lines.push(
      `Known gaps of the document (${GAPS_FILE}): ${plural(known.length, 'finding')}:`,
      ...grouped(known),
    );
  }
  for (const gap of report.gaps) {
    lines.push(
      gap.findings
        ? `Known gap ${gap.name} (${plural(gap.findings, 'finding')}): ${gap.summary}. ${gap.reason}`
        : `Known gap ${gap.name} is no longer seen: no finding is "${gap.summary}"; if the document declares it now, remove it from ${GAPS_FILE} and docs/api-contract.md.`,
    );
  }
  lines.push('');
  if (requested.length) {
    lines.push(
      `Consumer requests (${REQUESTS_FILE}), pending until the API takes them: ${plural(requested.length, 'finding')}:`,
      ...grouped(requested),
    );
  }
  for (const request of report.requests) lines.push(requestLine(request));
  lines.push(summaryLine(report));
  return lines.join('\n');
}

/** The report as JSON: the same facts, with the summary line and whether it passed. */
export function reportJson(report: OpenApiReport): string {
  return `${JSON.stringify(
    {
      ...report,
      noLongerSeen: report.gaps.filter((gap) => !gap.findings).map((gap) => gap.name),
      counts: {
        interactions: report.interactions.length,
        match: count(report, 'match'),
        knownGap: count(report, 'known gap'),
        consumerRequest: count(report, 'consumer request'),
        finding: count(report, 'finding'),
        notCompared: count(report, 'not compared'),
        answers: compared(report.bodies.answers),
        requestBodies: compared(report.bodies.requestBodies),
      },
      passed: !hasUnexplained(report),
      summary: summaryLine(report),
    },
    null,
    2,
  )}\n`;
}
