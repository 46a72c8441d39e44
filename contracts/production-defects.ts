/**
 * Interactions that pin what the API should answer where the production API is defective: they
 * pass against the mock (which is sane there) and fail against production until the API team
 * fixes the defect. `PRODUCTION-DEFECTS.md` lists them for the README; a check keeps the two,
 * and the pact file, in step.
 */
export const DEFECT_MARK = '(production defect)';

export const PRODUCTION_DEFECTS = {
  ordersWithoutSignIn: {
    description: `a request for the orders from a session that is not signed in ${DEFECT_MARK}`,
    defect:
      'GET /api/orders has no auth in production: it answers 200 with every order, not 401 `Not authorized`.',
  },
  deleteWithoutSignIn: {
    description: `a request to delete product 1 from a session that is not signed in ${DEFECT_MARK}`,
    defect:
      'DELETE /api/product/{id} has no auth in production: it answers 200 and soft-deletes the product, not 401 `Not authorized`.',
  },
  unknownOrder: {
    description: `a request for an order that does not exist ${DEFECT_MARK}`,
    defect:
      'GET /api/order/{id} of an unknown id is an unhandled 500 in production (plain text `Internal Server Error`, no CORS headers), not 404 with `detail`.',
  },
  unknownOrderStatus: {
    description: `a request to set the status of an order that does not exist ${DEFECT_MARK}`,
    defect:
      'PATCH /api/status/order/{id} of an unknown id is an unhandled 500 in production (plain text, no CORS headers), not 404 with `detail`.',
  },
} as const;

export type ProductionDefect = keyof typeof PRODUCTION_DEFECTS;

/** The description of a defect's interaction. */
export const defectDescription = (name: ProductionDefect) => PRODUCTION_DEFECTS[name].description;
