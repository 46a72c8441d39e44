/**
 * The id in a route (`/product/{id}`, `/dashboard/order/{id}`): digits only, a whole number the
 * client can hold exactly; null for anything else, which the screens show as not found.
 */
export function parseId(raw: string | null | undefined): number | null {
  if (!raw || !/^\d+$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) ? id : null;
}

/** A regular expression's source that matches only ids `parseId` takes: up to 15 digits. */
export const SHORT_ID_SOURCE = '\\d{1,15}';
