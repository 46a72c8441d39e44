/** Resolves in a later task: the main thread is given back (to input, to paint) in between. */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Resolves once the browser has painted the frame after the current task: work a tap's feedback
 * need not wait for (docs/decisions/0011-taps-paint-before-their-request.md). A hidden
 * page paints no frame, so there it resolves in the next task.
 */
export const afterNextPaint = () =>
  new Promise<void>((resolve) => {
    if (document.hidden) setTimeout(resolve, 0);
    else requestAnimationFrame(() => setTimeout(resolve, 0));
  });

/**
 * Resolves in a later task, with no wait: timers chained in a loop wait 4 ms each after the
 * fifth, which long work cut into many slices adds up.
 */
export const nextTaskAtOnce = () =>
  new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(undefined);
  });
