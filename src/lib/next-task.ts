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
