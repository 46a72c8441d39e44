import { DARK_STEEL, INK, STEEL, type Drawing } from './drawing';

/** Hand tools lie at a slant, as on a workbench. */
const slanted = (elements: string) => `<g transform="rotate(35 200 150)">${elements}</g>`;

export const toolsDrawings = {
  /** A claw hammer, its handle in the product's colour. */
  hammer: ({ main, dark }) =>
    slanted(
      `<rect x="189" y="96" width="22" height="174" rx="10" fill="${main}"/>` +
        `<rect x="189" y="206" width="22" height="64" rx="10" fill="${dark}"/>` +
        `<path d="M160 72 H234 Q256 72 272 56 L281 66 Q266 102 234 104 H160Z" fill="${STEEL}"/>` +
        `<rect x="128" y="62" width="36" height="52" rx="6" fill="${DARK_STEEL}"/>`,
    ),

  /** A combination wrench: an open end, a ring end, a grip in the product's colour. */
  wrench: ({ main }) =>
    slanted(
      `<path d="M176 102 L168 60 Q170 34 188 30 L190 58 H210 L212 30 Q230 34 232 60 L224 102Z" fill="${STEEL}"/>` +
        `<rect x="188" y="96" width="24" height="132" rx="8" fill="${STEEL}"/>` +
        `<rect x="186" y="130" width="28" height="64" rx="9" fill="${main}"/>` +
        `<circle cx="200" cy="246" r="24" fill="none" stroke="${STEEL}" stroke-width="14"/>`,
    ),

  screwdriver: ({ main, dark }) =>
    slanted(
      `<rect x="193" y="40" width="14" height="120" rx="3" fill="${STEEL}"/>` +
        `<path d="M193 42 L196 22 H204 L207 42Z" fill="${DARK_STEEL}"/>` +
        `<rect x="176" y="148" width="48" height="118" rx="20" fill="${main}"/>` +
        `<rect x="180" y="148" width="40" height="16" rx="5" fill="${dark}"/>` +
        `<path d="M190 176 V248 M200 176 V252 M210 176 V248" stroke="${dark}" stroke-width="4" stroke-linecap="round"/>`,
    ),

  /** A cordless drill from the side, pointing left. */
  drill: ({ main, dark }) =>
    `<rect x="66" y="108" width="58" height="10" rx="3" fill="${STEEL}"/>` +
    `<rect x="118" y="92" width="36" height="42" rx="7" fill="${DARK_STEEL}"/>` +
    `<path d="M196 144 L214 214 H256 L238 144Z" fill="${main}"/>` +
    `<rect x="146" y="78" width="166" height="72" rx="24" fill="${main}"/>` +
    `<path d="M266 94 V134 M280 94 V134 M294 94 V134" stroke="${dark}" stroke-width="5" stroke-linecap="round"/>` +
    `<rect x="200" y="150" width="12" height="24" rx="5" fill="${INK}"/>` +
    `<rect x="184" y="208" width="96" height="46" rx="9" fill="${INK}"/>`,

  /** An angle grinder from the side: its disc under the gear head, the motor in the colour. */
  'angle-grinder': ({ main, dark }) =>
    `<rect x="112" y="66" width="14" height="44" rx="6" fill="${INK}"/>` +
    `<rect x="140" y="112" width="182" height="58" rx="29" fill="${main}"/>` +
    `<path d="M300 118 H332 a23 23 0 0 1 0 46 H300Z" fill="${INK}"/>` +
    `<path d="M226 128 V154 M242 128 V154 M258 128 V154" stroke="${dark}" stroke-width="5" stroke-linecap="round"/>` +
    `<rect x="90" y="104" width="64" height="84" rx="12" fill="${DARK_STEEL}"/>` +
    `<path d="M52 202 a70 24 0 0 1 140 0Z" fill="${INK}" opacity=".75"/>` +
    `<ellipse cx="122" cy="206" rx="72" ry="9" fill="${STEEL}"/>`,

  'tape-measure': ({ main, dark }) =>
    `<path d="M268 196 H344 V222 H268Z" fill="#fde68a"/>` +
    `<path d="M284 196 v9 M298 196 v14 M312 196 v9 M326 196 v14" stroke="${INK}" stroke-width="2"/>` +
    `<rect x="342" y="190" width="7" height="38" rx="2" fill="${DARK_STEEL}"/>` +
    `<rect x="152" y="68" width="44" height="18" rx="7" fill="${INK}"/>` +
    `<rect x="118" y="78" width="156" height="156" rx="38" fill="${main}"/>` +
    `<circle cx="194" cy="156" r="44" fill="${dark}"/><circle cx="194" cy="156" r="14" fill="${STEEL}"/>`,

  toolbox: ({ main, dark }) =>
    `<path d="M164 98 V78 a12 12 0 0 1 12-12 H224 a12 12 0 0 1 12 12 V98" fill="none" stroke="${INK}" stroke-width="11"/>` +
    `<rect x="88" y="120" width="224" height="124" rx="10" fill="${main}"/>` +
    `<path d="M96 94 H304 L312 126 H88Z" fill="${dark}"/>` +
    `<rect x="88" y="178" width="224" height="6" fill="${dark}" opacity=".5"/>` +
    `<rect x="118" y="118" width="26" height="28" rx="4" fill="${STEEL}"/>` +
    `<rect x="256" y="118" width="26" height="28" rx="4" fill="${STEEL}"/>`,
} satisfies Record<string, Drawing>;
