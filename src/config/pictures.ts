/**
 * Pictures as the host resizes them at its edge (docs/deployment.md, "Pictures at the size they
 * are drawn"): the resizers the build can name in VITE_IMAGE_RESIZER, and the widths a picture is
 * asked for. Each host's config lists the same widths where it needs them (vercel.json, the nginx
 * template); a test holds them to this list.
 */
export const PICTURE_RESIZERS = ['netlify', 'vercel', 'cloudflare', 'nginx'] as const;
export type PictureResizer = (typeof PICTURE_RESIZERS)[number];

/**
 * From a cart line's thumbnail (5rem) to a wide screen's details (about 620 CSS px at 2 device
 * pixels a pixel): each width at most 1.5 times the one below it, so the width a browser picks
 * is never more than 1.5 times what it draws.
 */
export const PICTURE_WIDTHS = [96, 128, 192, 256, 384, 512, 768, 1024, 1536] as const;
