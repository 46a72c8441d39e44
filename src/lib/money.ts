/** Amounts in BAM are kept to the cent: prices, line totals and cart and order totals. */

/** 12.345 -> 12.35; a float sum such as 0.30000000000000004 -> 0.3. */
export function toCents(amount: number): number {
  return Math.round(amount * 100) / 100;
}

/** The amount in whole cents, or null when it has more than two decimals (float noise aside). */
export function wholeCentsOf(amount: number): number | null {
  const cents = Math.round(amount * 100);
  return Math.abs(amount * 100 - cents) <= 1e-6 ? cents : null;
}
