/** Money, date and size formatting: the only place amounts, dates and byte counts become text. */
// Made on first use: the first Intl formatter of a page loads the browser's locale data, which
// would otherwise cost every page's start, amounts shown or not (docs/performance.md, "Start-up
// work on the main thread").
let twoDecimalsFormat: Intl.NumberFormat | undefined;
const twoDecimals = () =>
  (twoDecimalsFormat ??= new Intl.NumberFormat('en-US', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    useGrouping: false,
  }));

/** 12.5 -> "12.50" */
export function formatAmount(value: number): string {
  return twoDecimals().format(value);
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

/** ISO date-time -> "dd.mm.yyyy" in the viewer's time zone; "" for an invalid date. */
export function formatDate(iso: string): string {
  const withOffset = iso.includes('T') && !HAS_OFFSET.test(iso) ? `${iso}Z` : iso;
  const date = new Date(withOffset);
  if (Number.isNaN(date.getTime())) return '';
  const dd = String(date.getDate()).padStart(2, '0');
  const mm = String(date.getMonth() + 1).padStart(2, '0');
  return `${dd}.${mm}.${date.getFullYear()}`;
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
