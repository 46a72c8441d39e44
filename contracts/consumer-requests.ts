/**
 * What the client asks the API team for and production does not send yet (CONTRACT's consumer
 * requests): the mock sends it, and the drift check (`npm run fidelity`) marks a live answer
 * that lacks exactly these keys `consumer request`, not `differs`.
 */
export interface ConsumerRequest {
  /** The endpoint table's name of the call. */
  endpoint: string;
  /** The key of the answer the mock sends and production lacks (a path: `customer`, `items[].x`). */
  key: string;
  reason: string;
}

export const CONSUMER_REQUESTS: ConsumerRequest[] = [
  {
    endpoint: 'getOrder',
    key: 'customer',
    reason:
      "the customer on an order's detail (name, last name, phone, address, e-mail): checkout sends it, staff need it to fulfil the order",
  },
];
