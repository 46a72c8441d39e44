/**
 * The provider states of the pacts, as they are fixed for the API team (docs/api-contract.md,
 * "Provider states"): each
 * name with the params it takes. A check keeps the pact file to exactly these names and params;
 * the verifier gets one state handler per name (Pact looks a handler up by the exact name).
 */
export const PROVIDER_STATES = {
  /** Setup returns `{"cookie": "access_token=…; refresh_token=…"}`. */
  'a staff user is signed in': ['username', 'password'],
  /** Setup returns `{"cookie": "refresh_token=…"}`: signed in, no access cookie. */
  'the access token has expired': ['username', 'password'],
  'the visitor is not signed in': [],
  'a staff account exists': ['username', 'password'],
  /** Setup returns `{"firstItemId", "secondItemId"}`: 2 × product 1 and 1 × product 2. */
  'the cart holds two items': ['sessionId'],
  'the cart is empty': ['sessionId'],
  'a product with id 1 exists': [],
  'the product with id 1 is sold out': [],
  'no product with id 999 exists': [],
  /** At least 49 products of that sub-category in stock: more than the catalogue's page of 48. */
  '49 products of a sub-category are in stock': ['category', 'subCategory'],
  '12 orders exist': [],
  'an order with id 1 exists': [],
  'no order with id 999 exists': [],
} as const satisfies Record<string, readonly string[]>;

export type ProviderStateName = keyof typeof PROVIDER_STATES;

export const PROVIDER_STATE_NAMES = Object.keys(PROVIDER_STATES) as ProviderStateName[];
