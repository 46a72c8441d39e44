import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { server } from '../../mocks/node';
import { scenarios } from '../../mocks/scenarios';
import { DEMO_CREDENTIALS } from '../../mocks/data/seed';
// The screen tests' only imports of app code: if the entry or the toasts move, this file changes.
import { App } from '../../src/app/app';
import { toastStores } from '../../src/components/toast-store';

export interface RenderAppOptions {
  /** Signed in as the demo staff user (`admin`) before the app starts. */
  signedIn?: boolean;
  /**
   * Mock scenarios (mocks/scenarios, docs/mock-backend.md "Scenarios") on for this test, e.g.
   * 'checkout-fails'.
   */
  scenarios?: string[];
}

/**
 * Signs the page in through the mock's own login call. It is a page's request, so the mock
 * writes the auth cookies into document.cookie, where the app's own calls take them from.
 */
async function signInAsStaff(): Promise<void> {
  const response = await fetch(new URL('/api/auth/login', window.location.origin), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(DEMO_CREDENTIALS),
  });
  if (!response.ok) throw new Error(`The staff sign-in failed: ${response.status}`);
}

/**
 * The whole app as start.tsx renders it (providers, router, toaster), opened at `url` against
 * msw/node's mock backend, seeded afresh before every test (tests/screens/setup.ts).
 * Returns the user-event instance to act with.
 */
export async function renderApp(url = '/', options: RenderAppOptions = {}) {
  for (const name of options.scenarios ?? []) server.use(...scenarios[name].handlers());
  if (options.signedIn) await signInAsStaff();
  // Toasts live in a module-level store: none of an earlier test may show in this one.
  Object.values(toastStores).forEach((store) => store.remove());
  window.history.replaceState(null, '', url);
  const user = userEvent.setup({ delay: null });
  render(<App />);
  return { user };
}
