/** The mock server's clock; tests move it forward to expire tokens without waiting. */
let offsetMs = 0;

export const clock = {
  now: (): number => Date.now() + offsetMs,
  advance(ms: number): void {
    offsetMs += ms;
  },
  reset(): void {
    offsetMs = 0;
  },
};
