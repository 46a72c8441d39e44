/** A product's colour and the two shades a flat drawing needs beside it (hex, `#rrggbb`). */
export interface Shades {
  main: string;
  dark: string;
  light: string;
}

/** Draws one kind of product in its colours, as SVG elements on a 400 × 300 canvas. */
export type Drawing = (shades: Shades) => string;

/** The colours every drawing shares: steel, rubber and screens. */
export const STEEL = '#9ca3af';
export const DARK_STEEL = '#6b7280';
export const INK = '#1f2937';
export const BRASS = '#d4a017';

function mix(hex: string, toward: number, amount: number): string {
  const channels = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16));
  return `#${channels
    .map((channel) => Math.round(channel + (toward - channel) * amount))
    .map((channel) => channel.toString(16).padStart(2, '0'))
    .join('')}`;
}

export function shadesOf(hex: string): Shades {
  return { main: hex, dark: mix(hex, 0, 0.3), light: mix(hex, 255, 0.45) };
}

/** A very light tint of a colour, for the disc behind the product. */
export function tintOf(hex: string): string {
  return mix(hex, 255, 0.82);
}
