/**
 * What the client requests from the API team and production does not send yet: the mock sends
 * it, the client shows it when it comes, the pact requests it in a pending interaction
 * (verification against production reports it without failing), and the drift check
 * (`npm run fidelity`) marks a live response that lacks exactly these keys `consumer request`,
 * not `differs`.
 */
export const REQUEST_MARK = '(consumer request)';

export interface ConsumerRequest {
  /** The endpoint table's name of the call. */
  endpoint: string;
  /**
   * The key of the response the mock sends and production lacks (a path: `customer`,
   * `items[].x`).
   */
  key: string;
  reason: string;
  /** The description of the pact's pending interaction that requests it. */
  description: string;
}

export const CONSUMER_REQUESTS: ConsumerRequest[] = [
  {
    endpoint: 'getOrder',
    key: 'customer',
    reason:
      "the customer on an order's detail (name, last name, phone, address, e-mail): checkout sends it, staff need it to fulfil the order",
    description: `a request for order 1 with the customer who placed it ${REQUEST_MARK}`,
  },
];
