/** Where each engine's binary is; every entry set once `ensureEngines` has run. */
export const ENGINE_BINARIES: {
  firefox?: string;
  webkitDriver?: string;
  miniBrowser?: string;
  xvfbRun?: string;
  openssl?: string;
};
export function ensureEngines(): Required<typeof ENGINE_BINARIES>;
