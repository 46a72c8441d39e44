export const CHROMIUM_ARGS: string[];
export function findTestChromium(): string | undefined;
export function ensureChromium(): string;
export function ensureTestChromium(): string;
