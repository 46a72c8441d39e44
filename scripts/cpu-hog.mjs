// Processes that each keep a core busy, beside a suite, to prove it does not fail by chance on an
// over-booked machine (npm run test:stress, npm run test:repeat -- --hogs N).
import { spawn } from 'node:child_process';

/** Starts `count` busy-looping processes; returns the function that stops them. */
export function startHogs(count) {
  const hogs = Array.from({ length: count }, () =>
    spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }),
  );
  const stop = () => hogs.forEach((hog) => hog.kill());
  process.on('exit', stop);
  return stop;
}
