import type { EndpointName } from '../src/config/endpoints';

/**
 * What the client requests from the API team and production does not send yet: the mock sends
 * it, the client uses it when it comes, the pact requests it in pending interactions
 * (verification against production reports them without failing), the drift check
 * (`npm run fidelity`) marks production's answer to it `consumer request`, not `differs`, and
 * the OpenAPI check (`npm run pact:check-openapi`) marks what production's document lacks of it
 * `consumer request`, not a finding. docs/api-contract.md ("Consumer requests") argues each.
 */
export const REQUEST_MARK = '(consumer request)';

export interface ConsumerRequest {
  /** The endpoint table's name of the call. */
  endpoint: EndpointName;
  reason: string;
  /** The descriptions of the pact's pending interactions that request it, by name. */
  interactions: Record<string, string>;
  /** Keys it adds to the response (paths: `customer`, `items[].x`): production's lacks them. */
  responseKeys?: readonly string[];
  /**
   * Query parameters it adds to the request: production ignores them, answering as it answers
   * the request without them.
   */
  queryParameters?: readonly string[];
}

export const CONSUMER_REQUESTS = {
  orderCustomer: {
    endpoint: 'getOrder',
    reason:
      "the customer on an order's detail (name, last name, phone, address, e-mail): checkout sends it, staff need it to fulfil the order",
    interactions: {
      withCustomer: `a request for order 1 with the customer who placed it ${REQUEST_MARK}`,
    },
    responseKeys: ['customer'],
  },
  productPages: {
    endpoint: 'listProducts',
    reason:
      'the catalogue a page at a time, filtered by category on the server: with `limit` the list answers `{items, total, limit, offset}`, so the shop draws 48 cards without downloading every product',
    interactions: {
      firstPage: `a request for the first page of the catalogue ${REQUEST_MARK}`,
      categoryPage: `a request for the second page of a sub-category ${REQUEST_MARK}`,
      limitTooLarge: `a request for a page larger than 100 products ${REQUEST_MARK}`,
    },
    queryParameters: ['limit', 'offset', 'category', 'sub_category'],
  },
} as const satisfies Record<string, ConsumerRequest>;

/** The consumer requests, as a list. */
export const CONSUMER_REQUEST_LIST: readonly ConsumerRequest[] = Object.values(CONSUMER_REQUESTS);

/** The descriptions of the pending interactions of these requests. */
export const requestedInteractions = (requests = CONSUMER_REQUEST_LIST): string[] =>
  requests.flatMap(({ interactions }) => Object.values(interactions));

export type ConsumerRequestName = keyof typeof CONSUMER_REQUESTS;

/** The name of the consumer request a pending interaction of the pact asks for. */
export function requestOfInteraction(description: string | undefined) {
  return (Object.keys(CONSUMER_REQUESTS) as ConsumerRequestName[]).find((name) =>
    Object.values<string>(CONSUMER_REQUESTS[name].interactions).includes(description ?? ''),
  );
}
