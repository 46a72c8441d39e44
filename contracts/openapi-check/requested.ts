import {
  CONSUMER_REQUESTS,
  requestOfInteraction,
  type ConsumerRequest,
  type ConsumerRequestName,
} from '../consumer-requests';

/** What the OpenAPI check reads of a finding to tell a consumer request. */
export interface RequestFacts {
  code: string;
  /** The query parameter the finding is about. */
  query?: string;
  /** The interaction it was found on. */
  description?: string;
}

/** The findings about a response's body: the document describes the body production sends. */
const BODY_CODES = ['response.body.incompatible', 'response.body.unknown'];

/** Whether the finding is about what the request adds to the call. */
function isWhatItAdds(request: ConsumerRequest, { code, query }: RequestFacts): boolean {
  if (code === 'request.query.unknown')
    return !!query && !!request.queryParameters?.includes(query);
  return BODY_CODES.includes(code);
}

/**
 * The consumer request (contracts/consumer-requests.ts) a finding is, if any: a finding on one
 * of its pending interactions about what it adds, which production's document cannot declare
 * until the API takes the request: a query parameter of the request, or the body it changes.
 */
export function requestCovering(facts: RequestFacts): ConsumerRequestName | undefined {
  const name = requestOfInteraction(facts.description);
  return name && isWhatItAdds(CONSUMER_REQUESTS[name], facts) ? name : undefined;
}
