import { KIND_ORDER, type Finding, type OpenApiReport, type Verdict } from './check';

const GAPS_FILE = 'contracts/openapi-gaps.ts';

const count = (report: OpenApiReport, verdict: Verdict) =>
  report.interactions.filter((interaction) => interaction.verdict === verdict).length;

/** `N interactions: A match, B known gaps of the document, C findings`. */
export function summaryLine(report: OpenApiReport): string {
  return (
    `${report.interactions.length} interactions: ${count(report, 'match')} match, ` +
    `${count(report, 'known gap')} known gaps of the document, ${count(report, 'finding')} findings`
  );
}

const allFindings = (report: OpenApiReport) => [
  ...report.interactions.flatMap((interaction) => interaction.findings),
  ...report.otherFindings,
];

/** Whether a finding is left that no known gap covers (the check then exits 1). */
export function hasUnexplained(report: OpenApiReport): boolean {
  return allFindings(report).some((finding) => !finding.gap);
}

/** The findings grouped by kind, then by call, each kind with its codes. */
function grouped(findings: Finding[]): string[] {
  const kinds = new Map<string, Finding[]>();
  for (const finding of findings)
    kinds.set(finding.kind, [...(kinds.get(finding.kind) ?? []), finding]);
  const lines: string[] = [];
  const rank = (kind: string) => (KIND_ORDER.includes(kind) ? KIND_ORDER.indexOf(kind) : Infinity);
  for (const [kind, ofKind] of [...kinds].sort(([a], [b]) => rank(a) - rank(b))) {
    const codes = [...new Set(ofKind.map((finding) => finding.code))].join(', ');
    // One known gap for the whole kind is named once, on its line; else on each finding.
    const gaps = new Set(ofKind.map((finding) => finding.gap));
    const oneGap = gaps.size === 1 ? [...gaps][0] : undefined;
    lines.push(`  ${kind} (${ofKind.length}; ${codes})${oneGap ? ` [known gap: ${oneGap}]` : ''}`);
    const calls = new Map<string, Finding[]>();
    for (const finding of ofKind)
      calls.set(finding.call, [...(calls.get(finding.call) ?? []), finding]);
    for (const [call, ofCall] of [...calls].sort(([a], [b]) => a.localeCompare(b))) {
      lines.push(`    \`${call}\``);
      for (const finding of ofCall)
        lines.push(
          `      - ${finding.says}${finding.gap && !oneGap ? ` [known gap: ${finding.gap}]` : ''}`,
        );
    }
  }
  return lines;
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** The findings, then the known gaps, then the summary line last. */
export function formatReport(report: OpenApiReport): string {
  const { document, pacts } = report;
  const findings = allFindings(report);
  const open = findings.filter((finding) => !finding.gap);
  const known = findings.filter((finding) => finding.gap);
  const lines = [
    `OpenAPI check: ${pacts.map(({ file, interactions }) => `${file} (${plural(interactions, 'interaction')})`).join(', ')} against ${document.source} (OpenAPI ${document.openapi}: ${plural(document.paths, 'path')}, ${plural(document.operations, 'operation')}).`,
    '',
  ];
  if (open.length) {
    lines.push(
      `Findings: ${plural(open.length, 'finding')} that no known gap covers; the document (or the pact) has to change:`,
      ...grouped(open),
    );
  } else lines.push('Findings: none that a known gap does not cover.');
  lines.push('');
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
        finding: count(report, 'finding'),
      },
      passed: !hasUnexplained(report),
      summary: summaryLine(report),
    },
    null,
    2,
  )}\n`;
}
