import palettes from './palette.module.css';

/** The colour palettes the shop's static styles take (Chakra's `colorPalette`). */
export type Palette = 'blue' | 'red' | 'gray';

export const paletteClass = (palette: Palette): string => palettes[palette];

/** Class names joined, the false ones left out. */
export const classes = (...names: Array<string | false | undefined>): string =>
  names.filter(Boolean).join(' ');
