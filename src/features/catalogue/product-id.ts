/** The product id of a route (`/product/{id}`), or null when it is not a whole number. */
export function parseProductId(raw: string | undefined): number | null {
  return raw && /^\d+$/.test(raw) ? Number(raw) : null;
}
