import type { RequestHandler } from 'msw';
import { createMockServer } from '../mocks/server/app';
import { readServerOptions } from '../mocks/server/options';

export interface RunningProvider {
  url: string;
  close(): Promise<void>;
}

/**
 * The HTTP mock server in this process on a free port, the provider `pact:verify` checks by
 * default. `overrides` run before the normal handlers (how the drift check breaks one response);
 * with `controlToken`, its control calls need that bearer token.
 */
export async function startMockProvider(
  overrides: RequestHandler[] = [],
  controlToken?: string,
): Promise<RunningProvider> {
  const mock = createMockServer({
    ...readServerOptions({ MOCK_CONTROL_TOKEN: controlToken }),
    port: 0,
    latencyMs: 0,
  });
  if (overrides.length) mock.handlers.use(...overrides);
  const url = await mock.listen();
  return { url, close: () => mock.close() };
}
