import { BRASS, type Drawing } from './drawing';

/** A thin outline in the garment's darker shade, so a white one still shows on its tint. */
const outline = (dark: string) => `stroke="${dark}" stroke-width="3" stroke-linejoin="round"`;

export const clothingDrawings = {
  't-shirt': ({ main, dark }) =>
    `<path d="M160 52 L118 68 L78 110 L110 144 L136 122 V248 H264 V122 L290 144 L322 110 L282 68 L240 52 Q200 84 160 52Z" fill="${main}" ${outline(dark)}/>` +
    `<path d="M160 52 Q200 84 240 52 Q200 70 160 52Z" fill="${dark}"/>`,

  jeans: ({ main, dark, light }) =>
    `<path d="M140 50 H260 L276 252 H214 L200 124 L186 252 H124Z" fill="${main}" ${outline(dark)}/>` +
    `<rect x="140" y="50" width="120" height="16" fill="${dark}"/>` +
    `<rect x="195" y="53" width="10" height="10" rx="2" fill="${BRASS}"/>` +
    `<path d="M200 66 V112 M148 70 Q158 96 184 84 M252 70 Q242 96 216 84 M128 236 H184 M216 236 H272" fill="none" stroke="${light}" stroke-width="2.5" stroke-dasharray="5 4"/>`,

  hoodie: ({ main, dark, light }) =>
    `<path d="M152 62 L112 78 Q88 94 84 132 L74 238 H106 L118 144 V250 H282 V144 L294 238 H326 L316 132 Q312 94 288 78 L248 62Z" fill="${main}" ${outline(dark)}/>` +
    `<path d="M150 66 Q200 12 250 66 Q238 104 200 106 Q162 104 150 66Z" fill="${main}" ${outline(dark)}/>` +
    `<path d="M166 66 Q200 36 234 66 Q224 90 200 92 Q176 90 166 66Z" fill="${dark}"/>` +
    `<path d="M150 196 H250 L262 236 H138Z" fill="${dark}" opacity=".35"/>` +
    `<path d="M190 104 V140 M210 104 V140" stroke="${light}" stroke-width="4" stroke-linecap="round"/>`,

  /** A baseball cap from the side, its brim to the right. */
  cap: ({ main, dark }) =>
    `<path d="M110 196 Q108 92 200 86 Q292 92 290 196Z" fill="${main}" ${outline(dark)}/>` +
    `<path d="M200 88 Q168 130 164 196 M200 88 Q234 130 238 196" fill="none" stroke="${dark}" stroke-width="2.5"/>` +
    `<path d="M282 184 Q340 186 356 212 Q300 220 250 204Z" fill="${dark}"/>` +
    `<rect x="108" y="188" width="184" height="16" rx="5" fill="${dark}"/>` +
    `<circle cx="200" cy="86" r="8" fill="${dark}"/>`,
} satisfies Record<string, Drawing>;
