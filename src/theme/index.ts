import { createAppSystem } from './config';

let system: ReturnType<typeof createAppSystem> | undefined;

/**
 * The system the app renders with, made on first use: at the first render, in its own task
 * rather than in the long one that evaluates the app's code. Its global styles (reset, base,
 * token variables) come as a stylesheet in index.html, written at build time
 * (build-time/plugins/chakra-global-styles.ts), so they are not serialized and inserted on the main
 * thread.
 */
export function appSystem() {
  if (!system) {
    system = createAppSystem();
    Object.defineProperty(system, '_global', { value: [] });
  }
  return system;
}
