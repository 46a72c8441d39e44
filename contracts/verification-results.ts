import { readFileSync } from 'node:fs';
import { PRODUCTION_DEFECTS } from './production-defects';

/** One interaction as the verifier reports it in its JSON results. */
export interface InteractionResult {
  description: string;
  /** A pending interaction (or pact) reports its failure without failing the run. */
  pending: boolean;
  result: string;
  /** Why it failed: a list of mismatches, or an error's message. */
  mismatch?: { mismatches?: { mismatch?: string }[]; message?: string };
}

/** A listed production defect: its interaction, why production fails it, and where it is listed. */
export interface KnownDefect {
  description: string;
  defect: string;
  /** `contracts/PRODUCTION-DEFECTS.md:<line>`. */
  listedAt: string;
}

export interface VerificationOutcome {
  passed: number;
  /** Failures of interactions that are neither pending nor a listed defect: they fail the run. */
  unexpected: { description: string; reasons: string[] }[];
  /** Listed defects that failed, as listed. */
  known: KnownDefect[];
  /** Listed defects that passed: the API fixed them. */
  fixed: KnownDefect[];
  /** Pending interactions, with whether they passed. */
  pending: { description: string; passed: boolean }[];
}

const DEFECTS_PAGE = 'contracts/PRODUCTION-DEFECTS.md';

/** The defects PRODUCTION-DEFECTS.md lists, each with its line there. */
export function listedDefects(page = DEFECTS_PAGE): KnownDefect[] {
  const lines = readFileSync(page, 'utf8').split('\n');
  return Object.values(PRODUCTION_DEFECTS).map(({ description, defect }) => {
    const line = lines.findIndex((text) => text.includes(description)) + 1;
    return { description, defect, listedAt: `${DEFECTS_PAGE}:${line}` };
  });
}

/** The interactions of the verifier's JSON results (its report on failure, its answer on success). */
export function interactionResultsOf(report: string): InteractionResult[] | undefined {
  try {
    const results = (JSON.parse(report) as { interactionResults?: unknown }).interactionResults;
    return Array.isArray(results) ? (results as InteractionResult[]) : undefined;
  } catch {
    return undefined;
  }
}

/** Sorts the results: what passed, what is pending, which listed defects failed or were fixed. */
export function judgeResults(
  results: InteractionResult[],
  knownDefects: KnownDefect[],
): VerificationOutcome {
  const outcome: VerificationOutcome = {
    passed: 0,
    unexpected: [],
    known: [],
    fixed: [],
    pending: [],
  };
  for (const { description, pending, result, mismatch } of results) {
    const passed = result === 'OK';
    const listed = knownDefects.find((known) => known.description === description);
    if (pending) outcome.pending.push({ description, passed });
    else if (listed) (passed ? outcome.fixed : outcome.known).push(listed);
    else if (passed) outcome.passed += 1;
    else outcome.unexpected.push({ description, reasons: reasonsOf(mismatch) });
  }
  return outcome;
}

function reasonsOf(mismatch: InteractionResult['mismatch']): string[] {
  const reasons = (mismatch?.mismatches ?? []).flatMap(({ mismatch: text }) =>
    text ? [text] : [],
  );
  return reasons.length ? reasons : [mismatch?.message ?? 'no reason given'];
}

/** What the run found, for the log, after the verifier's own report. */
export function outcomeLines(outcome: VerificationOutcome, total: number): string[] {
  const lines: string[] = [];
  if (outcome.known.length) {
    lines.push(`Known production defects, failing as listed (${outcome.known.length}):`);
    for (const { description, defect, listedAt } of outcome.known) {
      lines.push(`  - ${description}`, `    ${defect} (${listedAt})`);
    }
  }
  if (outcome.fixed.length) {
    lines.push(
      `Fixed: these listed defects now pass; remove each from the list (${outcome.fixed.length}):`,
    );
    for (const { description, listedAt } of outcome.fixed) {
      lines.push(`  - ${description} (${listedAt}, and contracts/production-defects.ts)`);
    }
  }
  if (outcome.pending.length) {
    lines.push(`Pending, reported without failing the run (${outcome.pending.length}):`);
    for (const { description, passed } of outcome.pending) {
      lines.push(`  - ${description}: ${passed ? 'passes' : 'fails'}`);
    }
  }
  if (outcome.unexpected.length) {
    lines.push(`Failed, and not a listed defect (${outcome.unexpected.length}):`);
    for (const { description, reasons } of outcome.unexpected) {
      lines.push(`  - ${description}`, ...reasons.map((reason) => `    ${reason}`));
    }
  }
  const pendingPassing = outcome.pending.filter(({ passed }) => passed).length;
  lines.push(
    `${total} interactions: ${outcome.passed} passed, ${outcome.known.length} known defects, ` +
      `${outcome.fixed.length} fixed, ${outcome.pending.length} pending (${pendingPassing} passing), ` +
      `${outcome.unexpected.length} other failures.`,
  );
  return lines;
}
