import { readEnv, type AppEnv, type RawEnv } from './read-env';

export type { AppEnv } from './read-env';

/** The app's configuration, read once; no other module touches `import.meta.env`. */
export const env: AppEnv = readEnv(import.meta.env as RawEnv);
