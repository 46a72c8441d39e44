import type { PictureKind } from '../../pictures/drawings/draw-picture';

/** The seed's random choices (faker with its fixed seed), so the word lists stay plain data. */
export interface Pick {
  one<T>(choices: readonly T[]): T;
  int(min: number, max: number): number;
}

export interface ProductColour {
  name: string;
  /** `#rrggbb`: the picture's colour. */
  hex: string;
}

/** One kind of product a sub-category sells (a phone, a hoodie, a drill) and how to make one. */
export interface ProductKind {
  picture: PictureKind;
  colours: readonly ProductColour[];
  /** Whole BAM; a price ends in .99, .90 or .00 above the lowest. */
  price: readonly [min: number, max: number];
  /** Names from the most to the least detailed: the first short enough for a card is taken. */
  names(pick: Pick, colour: string): string[];
  /** Sentence choices, one of each list in turn; `{colour}` is the colour's name in lowercase. */
  description: readonly (readonly string[])[];
}

/** Sub-categories (lowercase, as production stores them) and the kinds each sells. */
export type CategoryKinds = Record<string, readonly ProductKind[]>;

/** Colours many kinds come in. */
export const BASIC_COLOURS = {
  black: { name: 'Black', hex: '#2a2d33' },
  white: { name: 'White', hex: '#f3f4f6' },
  navy: { name: 'Navy', hex: '#263a5e' },
  grey: { name: 'Heather Grey', hex: '#a3a7ad' },
  olive: { name: 'Olive', hex: '#6b7043' },
  burgundy: { name: 'Burgundy', hex: '#7a2733' },
  red: { name: 'Red', hex: '#c8382e' },
  yellow: { name: 'Yellow', hex: '#f2b632' },
  orange: { name: 'Orange', hex: '#e8742c' },
  blue: { name: 'Blue', hex: '#2f63b0' },
  green: { name: 'Green', hex: '#3d8b4a' },
  teal: { name: 'Teal', hex: '#1f8a8a' },
} as const satisfies Record<string, ProductColour>;
