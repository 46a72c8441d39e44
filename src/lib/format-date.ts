/** Dates as text, in the viewer's time zone: the only place a date becomes text. */

/** A date-time with no offset is UTC (production sends "2026-01-13T12:00:00"). */
const HAS_OFFSET = /(Z|[+-]\d{2}:?\d{2})$/i;

const twoDigits = (value: number) => String(value).padStart(2, '0');

function parseDate(iso: string): Date | null {
  const withOffset = iso.includes('T') && !HAS_OFFSET.test(iso) ? `${iso}Z` : iso;
  const date = new Date(withOffset);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** ISO date-time -> "dd.mm.yyyy" in the viewer's time zone; "" for an invalid date. */
export function formatDate(iso: string): string {
  const date = parseDate(iso);
  if (!date) return '';
  return `${twoDigits(date.getDate())}.${twoDigits(date.getMonth() + 1)}.${date.getFullYear()}`;
}

/** ISO date-time -> "dd.mm.yyyy at hh:mm" in the viewer's time zone; "" for an invalid date. */
export function formatDateTime(iso: string): string {
  const date = parseDate(iso);
  if (!date) return '';
  return `${formatDate(iso)} at ${twoDigits(date.getHours())}:${twoDigits(date.getMinutes())}`;
}
