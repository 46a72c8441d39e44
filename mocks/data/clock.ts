import { perSession } from '../sessions/session-state';

/** The mock server's clock, a session's own; tests move it forward to expire tokens without waiting. */
const offsetOfSession = perSession(() => ({ ms: 0 }));

export const clock = {
  now: (): number => Date.now() + offsetOfSession().ms,
  advance(ms: number): void {
    offsetOfSession().ms += ms;
  },
  reset(): void {
    offsetOfSession().ms = 0;
  },
};
