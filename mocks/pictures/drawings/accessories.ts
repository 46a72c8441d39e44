import { BRASS, DARK_STEEL, INK, STEEL, type Drawing } from './drawing';

export const accessoriesDrawings = {
  backpack: ({ main, dark, light }) =>
    `<rect x="178" y="28" width="44" height="36" rx="16" fill="none" stroke="${dark}" stroke-width="9"/>` +
    `<rect x="108" y="92" width="20" height="132" rx="10" fill="${dark}"/>` +
    `<rect x="272" y="92" width="20" height="132" rx="10" fill="${dark}"/>` +
    `<rect x="124" y="50" width="152" height="204" rx="42" fill="${main}"/>` +
    `<path d="M126 112 Q200 70 274 112" fill="none" stroke="${dark}" stroke-width="4"/>` +
    `<rect x="150" y="150" width="100" height="84" rx="18" fill="${dark}"/>` +
    `<rect x="184" y="162" width="32" height="7" rx="3.5" fill="${light}"/>`,

  'tote-bag': ({ main, dark }) =>
    `<path d="M162 116 V92 a38 38 0 0 1 76 0 V116" fill="none" stroke="${dark}" stroke-width="11" stroke-linecap="round"/>` +
    `<path d="M114 110 H286 L302 252 H98Z" fill="${main}"/>` +
    `<path d="M114 110 H286 L289 138 H111Z" fill="${dark}" opacity=".4"/>` +
    `<rect x="188" y="142" width="24" height="16" rx="4" fill="${BRASS}"/>`,

  /** A wristwatch, its strap in the product's colour. */
  watch: ({ main, dark }) =>
    `<rect x="170" y="22" width="60" height="100" rx="10" fill="${main}"/>` +
    `<rect x="170" y="178" width="60" height="100" rx="10" fill="${main}"/>` +
    `<circle cx="200" cy="236" r="4" fill="${dark}"/><circle cx="200" cy="256" r="4" fill="${dark}"/>` +
    `<rect x="258" y="140" width="14" height="20" rx="4" fill="${DARK_STEEL}"/>` +
    `<circle cx="200" cy="150" r="64" fill="${STEEL}"/><circle cx="200" cy="150" r="54" fill="#f9fafb"/>` +
    `<path d="M200 102 V114 M248 150 H236 M200 198 V186 M152 150 H164" stroke="${INK}" stroke-width="4"/>` +
    `<path d="M200 150 V112 M200 150 L228 164" stroke="${INK}" stroke-width="5" stroke-linecap="round"/>` +
    `<circle cx="200" cy="150" r="6" fill="${main}"/>`,

  sunglasses: ({ main }) =>
    `<g fill="${INK}" stroke="${main}" stroke-width="8" stroke-linejoin="round">` +
    `<path d="M92 118 H186 Q192 118 190 134 Q184 188 140 188 Q98 188 92 140Z"/>` +
    `<path d="M308 118 H214 Q208 118 210 134 Q216 188 260 188 Q302 188 308 140Z"/></g>` +
    `<path d="M188 128 Q200 116 212 128 M94 122 L66 114 M306 122 L334 114" fill="none" stroke="${main}" stroke-width="8" stroke-linecap="round"/>` +
    `<path d="M112 134 H136 L118 168Z M232 134 H256 L238 168Z" fill="#fff" opacity=".2"/>`,

  /** A bifold wallet with a card peeking out and a snap tab. */
  wallet: ({ main, dark, light }) =>
    `<rect x="136" y="60" width="118" height="64" rx="6" fill="#e5e7eb"/>` +
    `<rect x="136" y="74" width="118" height="12" fill="${light}"/>` +
    `<rect x="104" y="84" width="192" height="142" rx="16" fill="${main}"/>` +
    `<rect x="114" y="94" width="172" height="122" rx="10" fill="none" stroke="${light}" stroke-width="2" stroke-dasharray="6 5"/>` +
    `<path d="M296 134 H256 a15 15 0 0 0 0 30 H296Z" fill="${dark}"/>` +
    `<circle cx="258" cy="149" r="6" fill="#d1d5db"/>`,
} satisfies Record<string, Drawing>;
