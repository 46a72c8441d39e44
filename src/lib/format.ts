/** Amounts as text: the only place a price becomes text (dates: format-date.ts, sizes: format-size.ts). */

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
