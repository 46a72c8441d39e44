/** Resolves in a later task: the main thread is given back (to input, to paint) in between. */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
