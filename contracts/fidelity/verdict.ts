import { CONSUMER_REQUEST_LIST, type ConsumerRequest } from '../consumer-requests';
import { DEFECTS_ON_THE_WIRE } from '../production-defects';
import type { Difference } from './compare';

export type Verdict = 'same' | 'differs' | 'known production defect' | 'consumer request';

export interface Explained {
  verdict: Verdict;
  /** The defect or the request, for the two explained verdicts. */
  reason?: string;
}

/** The known defect of a call, when the live API responds to it with the defect's status. */
function knownDefect(call: string, liveStatus: number) {
  return DEFECTS_ON_THE_WIRE.find(({ seen }) =>
    seen.some((wire) => wire.call === call && wire.status === liveStatus),
  );
}

const requestedKey = (
  endpoint: string,
  difference: Difference,
  requests: readonly ConsumerRequest[],
) =>
  difference.kind === 'missing key' &&
  requests.find(
    (request) => request.endpoint === endpoint && request.responseKeys?.includes(difference.path),
  );

/** What the drift check knows of a call beyond its two responses. */
export interface CallFacts {
  /** The call's name in the script (`getOrder: unknown id`). */
  call: string;
  /** Its endpoint table name. */
  endpoint: string;
  liveStatus: number;
  /**
   * The consumer request whose query parameters the call sends, when the live API answered it
   * as the mock answers the call without them: it ignored them, as production does today.
   */
  answeredWithoutParameters?: ConsumerRequest;
}

/**
 * A call's verdict: `same` without differences; `known production defect` when the live API
 * responds with a listed defect's status; `consumer request` when the live API ignored the
 * request's query parameters, or every difference is a key the mock sends on request of the
 * client; `differs` otherwise.
 */
export function verdictOf(
  { call, endpoint, liveStatus, answeredWithoutParameters }: CallFacts,
  differences: Difference[],
  requests: readonly ConsumerRequest[] = CONSUMER_REQUEST_LIST,
): Explained {
  if (!differences.length) return { verdict: 'same' };
  const defect = knownDefect(call, liveStatus);
  if (defect) return { verdict: 'known production defect', reason: defect.defect };
  if (answeredWithoutParameters) {
    return { verdict: 'consumer request', reason: answeredWithoutParameters.reason };
  }
  const requested = differences.map((difference) => requestedKey(endpoint, difference, requests));
  if (requested.every(Boolean)) {
    const reasons = [...new Set(requested.map((request) => (request as ConsumerRequest).reason))];
    return { verdict: 'consumer request', reason: reasons.join('; ') };
  }
  return { verdict: 'differs' };
}
