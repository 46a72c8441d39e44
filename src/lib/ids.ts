/**
 * The id in a route (`/product/{id}`, `/dashboard/order/{id}`): digits only, a whole number the
 * client can hold exactly; null for anything else, which the screens show as not found.
 */
export function parseId(raw: string | null | undefined): number | null {
  if (!raw || !/^\d+$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) ? id : null;
}
