import type { RequestHandler } from 'msw';
import { startMockProvider, type RunningProvider } from '../provider';
import type { StaffAccount } from './side';

/**
 * The mock side of the check: the HTTP mock server in this process on a free port (the same
 * handlers as everywhere), spoken to over HTTP as the live API is. The staff account the check
 * signs in with is made there through the provider state 'a staff account exists'.
 * `overrides` run before the normal handlers (how the tests change one response).
 */
export async function startMockSide(
  account: StaffAccount,
  overrides: RequestHandler[] = [],
): Promise<RunningProvider> {
  const mock = await startMockProvider(overrides);
  try {
    const response = await fetch(`${mock.url}/__mock/provider-state`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ state: 'a staff account exists', params: account, action: 'setup' }),
    });
    if (!response.ok) {
      throw new Error(
        `The mock refused the staff account: ${response.status} ${await response.text()}`,
      );
    }
  } catch (error) {
    await mock.close();
    throw error;
  }
  return mock;
}
