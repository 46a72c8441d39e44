import type { Product } from '../../src/features/catalogue';

/** What the build knows of a page for its `<head>`. */
export interface PageHeadParts {
  title: string;
  description?: string;
  /** The page's address on the site (SITE_URL); none when the build was not told it. */
  canonicalUrl?: string;
  /** A product page's product: a link preview and schema.org data. */
  product?: Product;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const meta = (attribute: 'name' | 'property', key: string, content: string) =>
  `<meta ${attribute}="${key}" content="${escapeHtml(content)}">`;

/** Prices as schema.org and Open Graph want them: a dot, two decimals, no currency sign. */
const priceText = (price: number) => price.toFixed(2);

const availability = (product: Product) =>
  `https://schema.org/${product.quantity > 0 ? 'InStock' : 'OutOfStock'}`;

/** A product's picture as an absolute address (a link preview needs one). */
function pictureUrl(product: Product, canonicalUrl?: string): string | undefined {
  if (!product.image_url) return undefined;
  try {
    return new URL(product.image_url, canonicalUrl).href;
  } catch {
    return undefined;
  }
}

/** schema.org `Product` with its `Offer`, as JSON-LD (data, never executed). */
export function productJsonLd(product: Product, canonicalUrl?: string): string {
  const image = pictureUrl(product, canonicalUrl);
  const data = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.product_name,
    description: product.description,
    sku: String(product.id),
    ...(image ? { image } : {}),
    ...(product.category ? { category: product.category } : {}),
    offers: {
      '@type': 'Offer',
      price: priceText(product.price),
      priceCurrency: 'BAM',
      availability: availability(product),
      ...(canonicalUrl ? { url: canonicalUrl } : {}),
    },
  };
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return `<script type="application/ld+json">${json}</script>`;
}

/** Open Graph and Twitter card tags of a product page: name, picture, price in BAM. */
function productPreview(product: Product, description: string | undefined, canonicalUrl?: string) {
  const image = pictureUrl(product, canonicalUrl);
  return [
    meta('property', 'og:type', 'product'),
    meta('property', 'og:site_name', 'WebShop'),
    meta('property', 'og:title', product.product_name),
    description && meta('property', 'og:description', description),
    canonicalUrl && meta('property', 'og:url', canonicalUrl),
    image && meta('property', 'og:image', image),
    image && meta('property', 'og:image:alt', product.product_name),
    meta('property', 'product:price:amount', priceText(product.price)),
    meta('property', 'product:price:currency', 'BAM'),
    meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', product.product_name),
    description && meta('name', 'twitter:description', description),
    image && meta('name', 'twitter:image', image),
  ].filter(Boolean);
}

/** The page's own tags for `<head>`: title, description, canonical address, link preview. */
export function pageHeadTags({ title, description, canonicalUrl, product }: PageHeadParts) {
  return {
    title: `<title>${escapeHtml(title)}</title>`,
    description: description ? meta('name', 'description', description) : '',
    rest: [
      canonicalUrl && `<link rel="canonical" href="${escapeHtml(canonicalUrl)}">`,
      ...(product ? productPreview(product, description, canonicalUrl) : []),
      product && productJsonLd(product, canonicalUrl),
    ]
      .filter(Boolean)
      .join(''),
  };
}
