import { PICTURE_WIDTHS } from '../../src/config/pictures';

/** What a request to a host's resizer asks for; an empty text where it names nothing. */
export interface ResizeRequest {
  width: string;
  /** The picture's URL as the shop wrote it: a whole URL, or a path of the shop's own. */
  source: string;
}

const CLOUDFLARE = /^\/cdn-cgi\/image\/([^/]*)\/(.*)$/;
const NGINX = /^\/_pictures\/([^/]*)\/(.*)$/;

/** `width=384,format=auto` (or Cloudflare's short `w=384`) -> '384'. */
function cloudflareWidth(options: string): string {
  for (const option of options.split(',')) {
    const [name, value = ''] = option.split('=');
    if (name === 'width' || name === 'w') return value;
  }
  return '';
}

/**
 * The request as the hosts' resizers read it, in the forms src/lib/picture-sources.ts writes;
 * null when its path is none of them. In the path forms the source is the rest of the path and
 * the query, raw: a download URL's `%2F` and token stay as they are.
 */
export function resizeRequestOf(url: URL): ResizeRequest | null {
  const { pathname, search, searchParams } = url;
  if (pathname === '/.netlify/images' || pathname === '/_vercel/image') {
    return { width: searchParams.get('w') ?? '', source: searchParams.get('url') ?? '' };
  }
  const cloudflare = CLOUDFLARE.exec(pathname);
  if (cloudflare) return { width: cloudflareWidth(cloudflare[1]), source: cloudflare[2] + search };
  const nginx = NGINX.exec(pathname);
  if (nginx) return { width: nginx[1], source: nginx[2] + search };
  return null;
}

/** True when `width` is one the shop asks for (src/config/pictures.ts). */
export function isPictureWidth(width: string): boolean {
  return /^\d+$/.test(width) && (PICTURE_WIDTHS as readonly number[]).includes(Number(width));
}
