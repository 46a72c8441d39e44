/**
 * Interactions that pin what the API should return where the production API is defective: they
 * pass against the mock (which is sane there) and fail against production until the API team
 * fixes the defect. `PRODUCTION-DEFECTS.md` lists them for the API team (docs/api-contract.md,
 * "Production's defects"); a check keeps the two,
 * and the pact file, in step.
 *
 * `seen` is how the drift check (`npm run fidelity`, contracts/fidelity/) meets the defect: the
 * call of its script, and the status production responds with there. A live response with that
 * status is marked `known production defect` with the defect as the reason; any other difference
 * is not.
 */
export const DEFECT_MARK = '(production defect)';

export interface SeenOnTheWire {
  /** The drift check's call, `<endpoint>: <case>`. */
  call: string;
  /** The status production responds to it with. */
  status: number;
}

export const PRODUCTION_DEFECTS = {
  ordersWithoutSignIn: {
    description: `a request for the orders from a session that is not signed in ${DEFECT_MARK}`,
    defect:
      'GET /api/orders has no auth in production: it responds 200 with every order, not 401 `Not authorized`.',
    seen: [{ call: 'listOrders: not signed in', status: 200 }],
  },
  deleteWithoutSignIn: {
    description: `a request to delete product 1 from a session that is not signed in ${DEFECT_MARK}`,
    defect:
      'DELETE /api/product/{id} has no auth in production: it responds 200 and soft-deletes the product, not 401 `Not authorized`.',
    seen: [{ call: 'deleteProduct: not signed in', status: 200 }],
  },
  unknownOrder: {
    description: `a request for an order that does not exist ${DEFECT_MARK}`,
    defect:
      'GET /api/order/{id} of an unknown id is an unhandled 500 in production (plain text `Internal Server Error`, no CORS headers), not 404 with `detail`.',
    seen: [{ call: 'getOrder: unknown id', status: 500 }],
  },
  unknownOrderStatus: {
    description: `a request to set the status of an order that does not exist ${DEFECT_MARK}`,
    defect:
      'PATCH /api/status/order/{id} of an unknown id is an unhandled 500 in production (plain text, no CORS headers), not 404 with `detail`.',
    seen: [{ call: 'setOrderStatus: unknown order', status: 500 }],
  },
} as const satisfies Record<
  string,
  { description: string; defect: string; seen: readonly SeenOnTheWire[] }
>;

/**
 * Defects no interaction pins (the client never makes such a call, or cannot tell the
 * response apart), which the drift check meets; `PRODUCTION-DEFECTS.md` lists them too.
 */
export const UNPINNED_PRODUCTION_DEFECTS = {
  orderWithoutSignIn: {
    defect:
      'GET /api/order/{id} has no auth in production: it responds 200 with the order, not 401 `Not authorized`.',
    seen: [{ call: 'getOrder: not signed in', status: 200 }],
  },
  orderStatusWithoutSignIn: {
    defect:
      'PATCH /api/status/order/{id} has no auth in production: it responds 200 and changes the status, not 401 `Not authorized`.',
    seen: [{ call: 'setOrderStatus: not signed in', status: 200 }],
  },
  updateWithoutSignIn: {
    defect:
      'PATCH /api/product/{id} has no auth in production: it responds 200 and edits the product, not 401 `Not authorized`.',
    seen: [{ call: 'updateProduct: not signed in', status: 200 }],
  },
  unknownStatus: {
    defect:
      'PATCH /api/status/order/{id} with a status other than accepted, rejected and finished is an unhandled 500 in production (plain text, no CORS headers), not 400 with `detail`.',
    seen: [{ call: 'setOrderStatus: unknown status', status: 500 }],
  },
  categoryNotLowercase: {
    defect:
      'POST /api/create/product with a category that is not one of the four in lowercase is an unhandled 500 in production (plain text, no CORS headers), not 400 with `detail`.',
    seen: [{ call: 'createProduct: category not lowercase', status: 500 }],
  },
} as const satisfies Record<string, { defect: string; seen: readonly SeenOnTheWire[] }>;

export type ProductionDefect = keyof typeof PRODUCTION_DEFECTS;

/** The description of a defect's interaction. */
export const defectDescription = (name: ProductionDefect) => PRODUCTION_DEFECTS[name].description;

/** Every defect the drift check knows, pinned by an interaction or not. */
export const DEFECTS_ON_THE_WIRE: {
  name: string;
  defect: string;
  seen: readonly SeenOnTheWire[];
}[] = Object.entries({ ...PRODUCTION_DEFECTS, ...UNPINNED_PRODUCTION_DEFECTS }).map(
  ([name, { defect, seen }]) => ({ name, defect, seen }),
);
