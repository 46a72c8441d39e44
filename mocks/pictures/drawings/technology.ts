import { INK, type Drawing } from './drawing';

export const technologyDrawings = {
  /** The back in the product's colour with its camera, the screen in front. */
  phone: ({ main, dark, light }) =>
    `<rect x="178" y="38" width="104" height="212" rx="20" fill="${main}"/>` +
    `<rect x="234" y="52" width="36" height="56" rx="12" fill="${dark}"/>` +
    `<g fill="${INK}" stroke="${light}" stroke-width="3"><circle cx="252" cy="68" r="8"/><circle cx="252" cy="92" r="8"/></g>` +
    `<rect x="118" y="50" width="104" height="212" rx="20" fill="${INK}"/>` +
    `<rect x="125" y="57" width="90" height="198" rx="14" fill="${light}"/>` +
    `<path d="M125 190 Q170 150 215 168 V241 a14 14 0 0 1-14 14 H139 a14 14 0 0 1-14-14Z" fill="${main}"/>` +
    `<rect x="155" y="63" width="30" height="8" rx="4" fill="${INK}"/>`,

  laptop: ({ main, dark, light }) =>
    `<rect x="95" y="52" width="210" height="142" rx="10" fill="${INK}"/>` +
    `<rect x="105" y="62" width="190" height="122" rx="3" fill="${light}"/>` +
    `<path d="M105 150 Q170 105 295 132 V184 H105Z" fill="${main}"/>` +
    `<path d="M60 194 H340 V200 Q340 210 328 210 H72 Q60 210 60 200Z" fill="${main}"/>` +
    `<rect x="175" y="194" width="50" height="5" rx="2.5" fill="${dark}"/>`,

  headphones: ({ main, dark }) =>
    `<path d="M122 170 V145 a78 78 0 0 1 156 0 V170" fill="none" stroke="${dark}" stroke-width="14" stroke-linecap="round"/>` +
    `<rect x="96" y="150" width="48" height="88" rx="22" fill="${main}"/>` +
    `<rect x="256" y="150" width="48" height="88" rx="22" fill="${main}"/>` +
    `<rect x="134" y="160" width="20" height="68" rx="10" fill="${INK}"/>` +
    `<rect x="246" y="160" width="20" height="68" rx="10" fill="${INK}"/>`,

  /** A portable speaker lying down: two drivers behind its grille. */
  speaker: ({ main, dark }) =>
    `<rect x="170" y="92" width="60" height="14" rx="7" fill="${dark}"/>` +
    `<rect x="80" y="100" width="240" height="120" rx="60" fill="${main}"/>` +
    `<rect x="112" y="114" width="176" height="92" rx="46" fill="${dark}"/>` +
    `<circle cx="160" cy="160" r="32" fill="${main}"/><circle cx="160" cy="160" r="13" fill="${INK}"/>` +
    `<circle cx="240" cy="160" r="32" fill="${main}"/><circle cx="240" cy="160" r="13" fill="${INK}"/>`,
} satisfies Record<string, Drawing>;
