import { endpoints } from '../../src/config/endpoints';
import { CONSUMER_REQUEST_LIST, type ConsumerRequest } from '../consumer-requests';
import { compareResponses } from './compare';
import type { RecordedResponse } from './http-client';
import { SCRIPT, type ScriptedCall } from './script';
import { CannotRun, Side, type StaffAccount } from './side';
import { verdictOf, type Verdict } from './verdict';

export interface Row {
  call: string;
  /** `METHOD /path/:param`, as the endpoint table spells it. */
  request: string;
  writes: boolean;
  verdict: Verdict | 'skipped';
  mockStatus?: number;
  liveStatus?: number;
  /** `mock → live`, one a line. */
  differences: string[];
  notes: string[];
  /** The defect or consumer request; for a skipped call, why. */
  reason?: string;
}

export interface FidelityReport {
  live: string;
  mock: string;
  writes: boolean;
  rows: Row[];
  /** What the check created on each side. */
  created: { live: string[]; mock: string[] };
}

type Outcome = { response: RecordedResponse } | { skipped: string };

/** What is recorded when the server sent no response (refused the connection, say). */
function noResponse(error: unknown): RecordedResponse {
  const message =
    error instanceof Error ? ((error.cause as Error)?.message ?? error.message) : String(error);
  return {
    status: 0,
    contentType: '',
    body: `no response (${message})`,
    isJson: false,
    cookies: [],
  };
}

async function runOne(call: ScriptedCall, side: Side, writes: boolean): Promise<Outcome> {
  if (call.writes && !writes) return { skipped: 'writes, and writes are not allowed here' };
  let response: RecordedResponse;
  try {
    response = await call.run(side);
  } catch (error) {
    if (error instanceof CannotRun) return { skipped: error.message };
    response = noResponse(error);
  }
  if (response.status >= 200 && response.status < 300) {
    call.learn?.(side, response.body);
    const made = call.creates?.(side);
    if (made) side.created.push(made);
  }
  return { response };
}

/** The script on one side, in order. */
async function runSide(side: Side, script: ScriptedCall[], writes: boolean) {
  const outcomes = new Map<string, Outcome>();
  for (const call of script) outcomes.set(call.name, await runOne(call, side, writes));
  return outcomes;
}

/**
 * The consumer request whose query parameters the call sends, when the live API answered the
 * call as the mock answers it without them (it ignored them, as production does today).
 */
async function ignoredParameters(
  call: ScriptedCall,
  mock: Side,
  live: RecordedResponse,
  requests: readonly ConsumerRequest[],
): Promise<ConsumerRequest | undefined> {
  for (const request of requests) {
    if (request.endpoint !== call.endpoint || !request.queryParameters) continue;
    const withoutThem = call.runWithout?.(mock, request.queryParameters);
    if (withoutThem && !compareResponses(await withoutThem, live).differences.length) {
      return request;
    }
  }
  return undefined;
}

export interface FidelityOptions {
  liveUrl: string;
  mockUrl: string;
  account: StaffAccount;
  /** Whether calls that write run at all. */
  writes: boolean;
  script?: ScriptedCall[];
  requests?: readonly ConsumerRequest[];
}

/** Runs the script against the live API, then the mock, and compares them call by call. */
export async function checkFidelity(options: FidelityOptions): Promise<FidelityReport> {
  const { liveUrl, mockUrl, account, writes, script = SCRIPT } = options;
  const { requests = CONSUMER_REQUEST_LIST } = options;
  const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const live = new Side('live', liveUrl, account, tag);
  const mock = new Side('mock', mockUrl, account, tag);
  const liveOutcomes = await runSide(live, script, writes);
  const mockOutcomes = await runSide(mock, script, writes);

  const rows: Row[] = [];
  for (const call of script) {
    const { method, path } = endpoints[call.endpoint];
    const row = { call: call.name, request: `${method} ${path}`, writes: call.writes };
    const [l, m] = [liveOutcomes.get(call.name)!, mockOutcomes.get(call.name)!];
    if ('skipped' in l || 'skipped' in m) {
      const reason = 'skipped' in l ? l.skipped : (m as { skipped: string }).skipped;
      rows.push({ ...row, verdict: 'skipped', differences: [], notes: [], reason });
      continue;
    }
    const { differences, notes } = compareResponses(m.response, l.response);
    const facts = { call: call.name, endpoint: call.endpoint, liveStatus: l.response.status };
    const answeredWithoutParameters = differences.length
      ? await ignoredParameters(call, mock, l.response, requests)
      : undefined;
    const { verdict, reason } = verdictOf(
      { ...facts, answeredWithoutParameters },
      differences,
      requests,
    );
    rows.push({
      ...row,
      verdict,
      reason,
      mockStatus: m.response.status,
      liveStatus: l.response.status,
      differences: differences.map(({ text }) => text),
      notes,
    });
  }
  return {
    live: liveUrl,
    mock: mockUrl,
    writes,
    rows,
    created: { live: live.created, mock: mock.created },
  };
}
