import { PICTURE_RULES } from './picture-rules';

/** An SVG with no size of its own is drawn as a square. */
const FALLBACK_SIDE = PICTURE_RULES.longSide;

function loadImage(url: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('The SVG could not be drawn.'));
    image.src = url;
  });
}

/**
 * An SVG drawn as a PNG whose long side is the stored picture's. The bucket takes raster pictures
 * only (an SVG can carry script); a drawing has no camera data to lose. Workers cannot draw SVG,
 * so this runs on the page; drawing a vector at this size is quick.
 */
export async function svgToRaster(file: File): Promise<File> {
  const url = URL.createObjectURL(file);
  try {
    const image = await loadImage(url);
    const width = image.naturalWidth || FALLBACK_SIDE;
    const height = image.naturalHeight || FALLBACK_SIDE;
    const scale = PICTURE_RULES.longSide / Math.max(width, height);
    const canvas = document.createElement('canvas');
    canvas.width = Math.round(width * scale);
    canvas.height = Math.round(height * scale);
    canvas.getContext('2d')?.drawImage(image, 0, 0, canvas.width, canvas.height);
    const png = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
    if (!png) throw new Error('The SVG could not be drawn.');
    return new File([png], file.name.replace(/\.svg$/i, '.png'), { type: 'image/png' });
  } finally {
    URL.revokeObjectURL(url);
  }
}
