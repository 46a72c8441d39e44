/**
 * On every start msw has the browser check whether the worker script changed
 * (`registration.update()`) and leaves that promise unhandled: when the script cannot be fetched
 * at that moment (the page reloads or navigates away, the network drops, the server restarts),
 * the page gets an uncaught error. The check changes nothing when it fails, as the running
 * worker goes on serving, so its failure is a console warning instead.
 */
export function warnOnFailedWorkerUpdate(workerUrl: string): void {
  window.addEventListener('unhandledrejection', (event) => {
    const reason: unknown = event.reason;
    // Browsers name the script in the failure; msw handles every other failure of the worker.
    if (!(reason instanceof Error) || !reason.message.includes(workerUrl)) return;
    event.preventDefault();
    console.warn(
      '[mock] The check for a newer mock worker failed; the running one goes on.',
      reason,
    );
  });
}
