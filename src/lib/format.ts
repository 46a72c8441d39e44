/** Money, date and size formatting: the only place amounts, dates and byte counts become text. */

/**
 * 12.5 -> "12.50", rounded half away from zero as the number reads (1.005 -> "1.01", 2.675 ->
 * "2.68"), as Intl.NumberFormat('en-US') with two decimals and no grouping rounds. Not Intl
 * itself: the first Intl formatter of a page loads the browser's locale data, one 30 ms block
 * on a fast machine, eight times that on Lighthouse's 8× phone, in the render that first shows
 * an amount (docs/performance.md, "Where the speed comes from").
 */
export function formatAmount(value: number): string {
  // Rounded on the number's shortest decimal text: arithmetic would round 1.005 * 100
  // (100.49999999999999) down, and lose the last digits of a long amount.
  const [whole, fraction = ''] = String(Math.abs(value)).split('.');
  // Beyond what an amount reads as plain digits (1e21, 1e-7): the number's own rounding.
  if (/e/.test(whole + fraction)) return value.toFixed(2);
  const cents = Number(fraction.padEnd(2, '0').slice(0, 2)) + (fraction[2] >= '5' ? 1 : 0);
  const units = cents === 100 ? String(Number(whole) + 1) : whole;
  const sign = value < 0 && Number(units) + cents > 0 ? '-' : '';
  return `${sign}${units}.${String(cents % 100).padStart(2, '0')}`;
}

/** 12.5 -> "12.50 KM" */
export function formatKm(value: number): string {
  return `${formatAmount(value)} KM`;
}

/** 12.5 -> "BAM: 12.50" */
export function formatBam(value: number): string {
  return `BAM: ${formatAmount(value)}`;
}

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

const KILO = 1000;

/**
 * 512 -> "512 B", 190000 -> "190 KB", 3300000 -> "3.3 MB": decimal units, as phones and macOS
 * show a file's size, so a photo's size reads here as in the gallery it came from.
 */
export function formatBytes(bytes: number): string {
  if (bytes < KILO) return `${bytes} B`;
  if (bytes < KILO * KILO) return `${Math.round(bytes / KILO)} KB`;
  const megabytes = bytes / KILO / KILO;
  return `${megabytes < 10 ? megabytes.toFixed(1) : Math.round(megabytes)} MB`;
}
