import { isProductType, type ProductType } from '../../../src/config/rules/categories';
import { accessoriesDrawings } from './accessories';
import { clothingDrawings } from './clothing';
import { shadesOf, tintOf } from './drawing';
import { technologyDrawings } from './technology';
import { toolsDrawings } from './tools';

const DRAWINGS = {
  ...technologyDrawings,
  ...clothingDrawings,
  ...accessoriesDrawings,
  ...toolsDrawings,
};

/** What a seed picture shows: a kind of product (a phone, jeans, a drill…). */
export type PictureKind = keyof typeof DRAWINGS;

/** Each category's backdrop, so a grid of mixed products still reads as one shop. */
const BACKDROPS: Record<ProductType, string> = {
  technology: '#e9eef5',
  clothing: '#f6ede7',
  accessories: '#ecf3ec',
  tools: '#f4efe4',
};

export interface Picture {
  category: string;
  kind: string;
  /** The product's colour, `#rrggbb`. */
  colour: string;
}

/** A flat 400 × 300 SVG illustration of the product; null when the kind or category is unknown. */
export function drawPicture({ category, kind, colour }: Picture): string | null {
  if (!isProductType(category) || !Object.hasOwn(DRAWINGS, kind)) return null;
  const drawing = DRAWINGS[kind as PictureKind];
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300" viewBox="0 0 400 300">` +
    `<rect width="400" height="300" fill="${BACKDROPS[category]}"/>` +
    `<circle cx="200" cy="150" r="118" fill="${tintOf(colour)}"/>` +
    `<ellipse cx="200" cy="272" rx="128" ry="9" fill="#000" opacity=".07"/>` +
    drawing(shadesOf(colour)) +
    `</svg>`
  );
}
