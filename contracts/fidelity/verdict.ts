import { CONSUMER_REQUESTS, type ConsumerRequest } from '../consumer-requests';
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

const requestedKey = (endpoint: string, difference: Difference, requests: ConsumerRequest[]) =>
  difference.kind === 'missing key' &&
  requests.find((request) => request.endpoint === endpoint && request.key === difference.path);

/**
 * A call's verdict: `same` without differences; `known production defect` when the live API
 * responds with a listed defect's status; `consumer request` when every difference is a key the
 * mock sends on request of the client; `differs` otherwise.
 */
export function verdictOf(
  call: string,
  endpoint: string,
  liveStatus: number,
  differences: Difference[],
  requests: ConsumerRequest[] = CONSUMER_REQUESTS,
): Explained {
  if (!differences.length) return { verdict: 'same' };
  const defect = knownDefect(call, liveStatus);
  if (defect) return { verdict: 'known production defect', reason: defect.defect };
  const requested = differences.map((difference) => requestedKey(endpoint, difference, requests));
  if (requested.every(Boolean)) {
    const reasons = [...new Set(requested.map((request) => (request as ConsumerRequest).reason))];
    return { verdict: 'consumer request', reason: reasons.join('; ') };
  }
  return { verdict: 'differs' };
}
