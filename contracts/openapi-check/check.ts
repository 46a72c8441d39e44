import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Comparator } from '@pactflow/openapi-pact-comparator';
import { CONSUMER_REQUESTS, requestOfInteraction } from '../consumer-requests';
import { OPENAPI_GAPS, type GapFacts, type OpenApiGap } from '../openapi-gaps';
import { BodyProbe, interactionIndex, type BodyComparison } from './bodies';
import {
  declaredStatuses,
  DocumentError,
  operationsOf,
  pathMatching,
  type OpenApiDocument,
} from './document';
import { requestCovering } from './requested';

/**
 * The OpenAPI check: every interaction of the pacts against the API's OpenAPI document, through
 * `@pactflow/openapi-pact-comparator` (the comparison behind PactFlow's bi-directional contract
 * testing). Each of the comparator's results is a finding, put in words for the API team and
 * marked with the known gap of the document (`contracts/openapi-gaps.ts`) or the consumer request
 * (`contracts/consumer-requests.ts`) that covers it, if any. A body the document declares no
 * schema for is not compared (`bodies.ts`), and said so: never a match.
 */

/** One result of the comparator, as it yields it. */
interface ComparatorResult {
  code: string;
  message: string;
  type: 'error' | 'warning' | 'info';
  mockDetails?: { interactionDescription?: string | null; location: string; value: unknown };
  specDetails?: { location: string; pathMethod?: string | null; pathName?: string | null };
}

interface PactInteraction {
  type?: string;
  description?: string;
  request?: { method?: string; path?: string; headers?: Record<string, unknown> };
  response?: { status?: number };
}

export interface LoadedPact {
  /** Where it was read from (`pacts/webshop-web-webshop-api.json`). */
  file: string;
  pact: { interactions: PactInteraction[] };
}

export interface Finding extends GapFacts {
  /** `error` or `warning`, as the comparator rates it; both count as findings. */
  severity: 'error' | 'warning';
  /** The kind of finding in words (`Response statuses the document does not define`). */
  kind: string;
  /** The query parameter the finding is about. */
  query?: string;
  /** The call, `POST /api/auth/login` (the document's path when the call matched one). */
  call: string;
  /** What the finding says of the call (`answers 401 (the pact '…'); the document defines only 200 and 422`). */
  says: string;
  /** The whole sentence: the call, then what it says. */
  text: string;
  /** The comparator's own message. */
  message: string;
  pact: string;
  /** The interaction's index in the pact; undefined for a finding about the pact as a whole. */
  interaction?: number;
  description?: string;
  /** The known gap that covers it (a key of `OPENAPI_GAPS`). */
  gap?: string;
  /** The consumer request it is (a key of `CONSUMER_REQUESTS`): what the document lacks of it. */
  request?: string;
}

export type Verdict = 'match' | 'not compared' | 'known gap' | 'consumer request' | 'finding';

export interface CheckedInteraction {
  pact: string;
  index: number;
  description: string;
  method: string;
  path: string;
  status?: number;
  /**
   * `match`: no finding, and every body compared with a schema; `not compared`: no finding, but
   * the document has no schema for its answer or its request body; `consumer request`: every
   * finding is a known gap or a consumer request, and one a consumer request; `known gap`: every
   * finding is a known gap of the document; `finding`: at least one finding that is neither.
   */
  verdict: Verdict;
  findings: Finding[];
  /** How the comparator compared the answer's body; absent when it compared none (no body, a status the document does not define). */
  answer?: BodyComparison;
  /** How the comparator compared the request's body; absent when it compared none (no body, an answer of 400 or more). */
  requestBody?: BodyComparison;
}

/** A body of the document (an answer: operation and status; a request body: operation) and the interactions that met it. */
export interface BodyTally extends BodyComparison {
  /** The descriptions of the interactions. */
  interactions: string[];
}

export interface OpenApiReport {
  document: { source: string; openapi: string; paths: number; operations: number };
  pacts: { file: string; interactions: number }[];
  interactions: CheckedInteraction[];
  /** Findings about no one interaction (the pact or the document as a whole). */
  otherFindings: Finding[];
  /** Every known gap of the list, with the findings it covered in this run (0: no longer seen). */
  gaps: { name: string; summary: string; reason: string; findings: number }[];
  /** The document's answers and request bodies the pacts met with a body, compared or not. */
  bodies: { answers: BodyTally[]; requestBodies: BodyTally[] };
  /**
   * Every consumer request, with the findings it covered in this run, and the answers to its
   * interactions the document has no schema for (both empty: the document has it).
   */
  requests: {
    name: string;
    reason: string;
    findings: number;
    notCompared: { call: string; status?: string; declares?: string }[];
  }[];
}

/** Reads every pact (`*.json`) of the folder. */
export function readPacts(dir: string): LoadedPact[] {
  const files = existsSync(dir)
    ? readdirSync(dir)
        .filter((name) => name.endsWith('.json'))
        .sort()
    : [];
  if (!files.length)
    throw new DocumentError(
      `No pacts in ${dir}/: run \`npm run test:contract\` first, which writes them.`,
    );
  return files.map((name) => {
    const file = join(dir, name);
    let pact: LoadedPact['pact'];
    try {
      pact = JSON.parse(readFileSync(file, 'utf8')) as LoadedPact['pact'];
    } catch {
      throw new DocumentError(`${file} is not JSON: is it a pact?`);
    }
    if (!Array.isArray(pact?.interactions))
      throw new DocumentError(`${file} is not a pact (it has no \`interactions\`).`);
    return { file, pact };
  });
}

const isHttp = (interaction: PactInteraction) =>
  interaction.type === undefined || interaction.type === 'Synchronous/HTTP';

const HEADER = /\.headers\.([^.]+)$/;
const QUERY = /\.query\.([^.]+)$/;

/** Where a result came from, and what the sentences need of it. */
interface Context {
  result: ComparatorResult;
  interaction?: PactInteraction;
  document: OpenApiDocument;
  operation?: { path: string; method: string };
  header?: string;
  /** The query parameter the finding is about. */
  query?: string;
}

const pactOf = ({ interaction }: Context) =>
  interaction?.description ? ` (the pact '${interaction.description}')` : '';

/** `200`, `200 and 422`, `200, 401 and 422`. */
export function listed(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** The header as the pact spells it (`X-Session-ID`), else as the comparator does. */
function headerName({ interaction, header }: Context): string {
  const spelled = Object.keys(interaction?.request?.headers ?? {}).find(
    (name) => name.toLowerCase() === header,
  );
  return spelled ?? (header === 'set-cookie' ? 'Set-Cookie' : (header ?? 'a header'));
}

const status = ({ interaction, result }: Context) =>
  String(interaction?.response?.status ?? result.mockDetails?.value ?? '?');

const statusesOf = (context: Context) =>
  context.operation ? declaredStatuses(context.document, context.operation) : [];

const shown = (value: unknown) => {
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text === undefined ? '' : text.length > 60 ? `${text.slice(0, 57)}…` : text;
};

interface Kind {
  kind: string;
  says: (context: Context) => string;
}

/** Each of the comparator's codes in words; a code not listed here is said with its message. */
const KINDS: Record<string, Kind> = {
  'request.path-or-method.unknown': {
    kind: 'Calls the document does not have',
    says: (context) => {
      const method = context.interaction?.request?.method?.toUpperCase() ?? '';
      const path = pathMatching(context.document, context.interaction?.request?.path ?? '');
      return `is not in the document${pactOf(context)}: ${path ? `its path \`${path}\` has no ${method} operation` : 'it has no path that matches'}`;
    },
  },
  'response.status.unknown': {
    kind: 'Response statuses the document does not define',
    says: (context) =>
      `answers ${status(context)}${pactOf(context)}; the document defines only ${listed(statusesOf(context))}`,
  },
  'response.status.default': {
    kind: 'Response statuses the document covers only by `default`',
    says: (context) =>
      `answers ${status(context)}${pactOf(context)}; the document gives it only its \`default\` response (it defines ${listed(statusesOf(context))})`,
  },
  'request.header.unknown': {
    kind: 'Request headers the document does not declare',
    says: (context) =>
      `is sent \`${headerName(context)}\`${pactOf(context)}; the document declares no such header parameter on it`,
  },
  'request.header.incompatible': {
    kind: "Request headers that do not fit the document's parameter",
    says: (context) =>
      `is sent \`${headerName(context)}: ${shown(context.result.mockDetails?.value)}\`${pactOf(context)}, which the document's parameter does not accept: ${context.result.message}`,
  },
  'response.header.undefined': {
    kind: 'Response headers the document does not declare',
    says: (context) =>
      `answers ${status(context)} with \`${headerName(context)}\`${pactOf(context)}; the document's ${status(context)} response declares no such header`,
  },
  'request.content-type.unknown': {
    kind: 'Request content types the document does not expect',
    says: (context) =>
      `is sent a body as \`${shown(context.result.mockDetails?.value)}\`${pactOf(context)}; the document declares no request body, so no content type, for it`,
  },
  'request.content-type.incompatible': {
    kind: 'Request content types the document does not accept',
    says: (context) =>
      `is sent a body as \`${shown(context.result.mockDetails?.value)}\`${pactOf(context)}; the document's request body has no such content type`,
  },
  'request.body.unknown': {
    kind: 'Request bodies the document does not expect',
    says: (context) =>
      `is sent the body \`${shown(context.result.mockDetails?.value)}\`${pactOf(context)}; the document has no schema for a body of this call`,
  },
  'request.body.incompatible': {
    kind: "Request bodies that do not fit the document's schema",
    says: (context) =>
      `is sent a body that the document's schema refuses${pactOf(context)}: ${context.result.message}`,
  },
  'response.body.incompatible': {
    kind: "Response bodies that do not fit the document's schema",
    says: (context) =>
      `answers ${status(context)} with a body that the document's schema refuses${pactOf(context)}: ${context.result.message}`,
  },
  'response.header.incompatible': {
    kind: "Response headers that do not fit the document's header",
    says: (context) =>
      `answers ${status(context)} with \`${headerName(context)}: ${shown(context.result.mockDetails?.value)}\`${pactOf(context)}, which the document's header does not accept: ${context.result.message}`,
  },
  'response.content-type.unknown': {
    kind: 'Response content types the document does not describe',
    says: (context) =>
      `answers ${status(context)} as \`${shown(context.result.mockDetails?.value)}\`${pactOf(context)}; the document's response for it declares no content`,
  },
  'response.content-type.incompatible': {
    kind: 'Response content types the document does not produce',
    says: (context) =>
      `answers ${status(context)} as \`${shown(context.result.mockDetails?.value)}\`${pactOf(context)}; the document's ${status(context)} response has no such content type`,
  },
  'request.query.unknown': {
    kind: 'Query parameters the document does not declare',
    says: (context) =>
      `is sent the query parameter \`${context.query ?? '?'}\`${pactOf(context)}; the document declares no such parameter on it`,
  },
  'request.query.incompatible': {
    kind: "Query parameters that do not fit the document's parameter",
    says: (context) =>
      `is sent the query parameter \`${context.query ?? '?'}=${shown(context.result.mockDetails?.value)}\`${pactOf(context)}, which the document's parameter does not accept: ${context.result.message}`,
  },
  'request.authorization.missing': {
    kind: 'Calls without the credentials the document requires',
    says: (context) =>
      `is sent without the credentials of the document's security scheme${pactOf(context)}: ${context.result.message}`,
  },
  'response.body.unknown': {
    kind: 'Response bodies the document does not describe',
    says: (context) =>
      `answers ${status(context)} with a body${pactOf(context)}; the document's ${status(context)} response has no schema for it`,
  },
};
KINDS['response.header.unknown'] = KINDS['response.header.undefined'];

/** The kinds in the order the report prints them: missing calls first, the rest after. */
export const KIND_ORDER = [...new Set(Object.values(KINDS).map(({ kind }) => kind))];

const OTHER: Kind = {
  kind: 'Other findings',
  says: (context) => `is reported${pactOf(context)}: ${context.result.message}`,
};

/** Compares every pact with the document, and marks each finding with the known gap that covers it. */
export async function checkOpenApi({
  document,
  source,
  pacts,
}: {
  document: OpenApiDocument;
  source: string;
  pacts: LoadedPact[];
}): Promise<OpenApiReport> {
  const gaps: Record<string, OpenApiGap> = OPENAPI_GAPS;
  let comparator: Comparator;
  try {
    // A copy: the comparator may prepare the document in place; the gaps read it as it came.
    comparator = new Comparator({ oas: structuredClone(document) as never });
  } catch (error) {
    throw new DocumentError(
      `The comparator cannot read ${source}: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  const probe = new BodyProbe(document, source);
  const gapCounts = new Map(Object.keys(gaps).map((name) => [name, 0]));
  const requestCounts = new Map(Object.keys(CONSUMER_REQUESTS).map((name) => [name, 0]));
  const interactions: CheckedInteraction[] = [];
  const otherFindings: Finding[] = [];

  for (const { file, pact } of pacts) {
    const checked = new Map(
      pact.interactions
        .map((interaction, index) => ({ interaction, index }))
        .filter(({ interaction }) => isHttp(interaction))
        .map(({ interaction, index }) => [
          index,
          {
            pact: file,
            index,
            description: interaction.description ?? `interaction ${index}`,
            method: interaction.request?.method?.toUpperCase() ?? '?',
            path: interaction.request?.path ?? '?',
            status: interaction.response?.status,
            verdict: 'match' as Verdict,
            findings: [] as Finding[],
          },
        ]),
    );
    for await (const found of comparator.compare(pact as never)) {
      const result = found as ComparatorResult;
      if (result.type === 'info') continue;
      const index = interactionIndex(result);
      const interaction = index === undefined ? undefined : pact.interactions[index];
      const { pathName, pathMethod } = result.specDetails ?? {};
      const operation =
        pathName && pathMethod ? { path: pathName, method: pathMethod.toLowerCase() } : undefined;
      const header = result.mockDetails?.location.match(HEADER)?.[1]?.toLowerCase();
      const query = result.mockDetails?.location.match(QUERY)?.[1];
      const context: Context = { result, interaction, document, operation, header, query };
      const { kind, says } = KINDS[result.code] ?? OTHER;
      const method = interaction?.request?.method?.toUpperCase() ?? '';
      // The document's path names the call (`/api/product/{id}`); the pact's when none matches.
      const concrete = interaction?.request?.path ?? '';
      const path =
        operation?.path ?? (interaction && (pathMatching(document, concrete) ?? concrete));
      const call = path ? `${method || operation?.method.toUpperCase()} ${path}` : file;
      const facts: GapFacts = { code: result.code, operation, header };
      const gap = Object.entries(gaps).find(([, candidate]) =>
        candidate.covers(facts, document),
      )?.[0];
      if (gap) gapCounts.set(gap, (gapCounts.get(gap) ?? 0) + 1);
      const description = interaction?.description;
      const request = gap ? undefined : requestCovering({ code: result.code, query, description });
      if (request) requestCounts.set(request, (requestCounts.get(request) ?? 0) + 1);
      const said = says(context);
      const finding: Finding = {
        ...facts,
        query,
        severity: result.type,
        kind,
        call,
        says: said,
        text: `\`${call}\` ${said}`,
        message: result.message,
        pact: file,
        interaction: index,
        description,
        gap,
        request,
      };
      const owner = index === undefined ? undefined : checked.get(index);
      if (owner) owner.findings.push(finding);
      else otherFindings.push(finding);
    }
    const bodies = await probe.bodiesOf(pact);
    for (const entry of checked.values()) {
      const { answer, requestBody } = bodies.get(entry.index) ?? {};
      const checkedEntry: CheckedInteraction = { ...entry, answer, requestBody };
      checkedEntry.verdict = verdictOf(checkedEntry);
      interactions.push(checkedEntry);
    }
  }

  return {
    document: {
      source,
      openapi: document.openapi,
      paths: Object.keys(document.paths).length,
      operations: operationsOf(document).length,
    },
    pacts: pacts.map(({ file, pact }) => ({
      file,
      interactions: pact.interactions.filter(isHttp).length,
    })),
    interactions,
    otherFindings,
    gaps: Object.entries(gaps).map(([name, { summary, reason }]) => ({
      name,
      summary,
      reason,
      findings: gapCounts.get(name) ?? 0,
    })),
    bodies: {
      answers: tally(
        interactions.map(({ answer, description }) => ({ body: answer, description })),
      ),
      requestBodies: tally(
        interactions.map(({ requestBody, description }) => ({ body: requestBody, description })),
      ),
    },
    requests: Object.entries(CONSUMER_REQUESTS).map(([name, { reason }]) => ({
      name,
      reason,
      findings: requestCounts.get(name) ?? 0,
      notCompared: unique(
        interactions
          .filter(({ description }) => requestOfInteraction(description) === name)
          .flatMap(({ answer }) => (answer && !answer.compared ? [answer] : [])),
      ).map(({ call, status, declares }) => ({ call, status, declares })),
    })),
  };
}

const bodyKey = ({ call, status, compared, declares }: BodyComparison) =>
  JSON.stringify([call, status, compared, declares]);

const unique = <T extends BodyComparison>(items: T[]) => [
  ...new Map(items.map((item) => [bodyKey(item), item])).values(),
];

/** The bodies by the document's answer (or request body), by call and status. */
function tally(bodies: { body?: BodyComparison; description: string }[]): BodyTally[] {
  const tallies = new Map<string, BodyTally>();
  for (const { body, description } of bodies) {
    if (!body) continue;
    const key = bodyKey(body);
    const tallied = tallies.get(key) ?? { ...body, interactions: [] };
    tallied.interactions.push(description);
    tallies.set(key, tallied);
  }
  return [...tallies.values()].sort(
    (a, b) => a.call.localeCompare(b.call) || (a.status ?? '').localeCompare(b.status ?? ''),
  );
}

function verdictOf({ findings, answer, requestBody }: CheckedInteraction): Verdict {
  if (!findings.length)
    return [answer, requestBody].some((body) => body && !body.compared) ? 'not compared' : 'match';
  if (findings.some((finding) => !finding.gap && !finding.request)) return 'finding';
  return findings.some((finding) => finding.request) ? 'consumer request' : 'known gap';
}
