/** Product pictures made offline: a small SVG per product, as a data URL. */
const PALETTES: Record<string, [string, string]> = {
  technology: ['#1e3a8a', '#60a5fa'],
  clothing: ['#831843', '#f472b6'],
  accessories: ['#14532d', '#4ade80'],
  tools: ['#7c2d12', '#fb923c'],
};

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);
}

export function productImage(name: string, category: string, subCategory: string): string {
  const [dark, light] = PALETTES[category] ?? ['#334155', '#94a3b8'];
  const initials = name
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('');
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300" viewBox="0 0 400 300">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="${dark}"/><stop offset="1" stop-color="${light}"/></linearGradient></defs>` +
    `<rect width="400" height="300" fill="url(#g)"/>` +
    `<text x="200" y="165" font-family="sans-serif" font-size="96" font-weight="700" fill="#fff" text-anchor="middle">${escapeXml(initials)}</text>` +
    `<text x="200" y="250" font-family="sans-serif" font-size="24" fill="#fff" text-anchor="middle">${escapeXml(subCategory)}</text>` +
    `</svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
