import { demoAccount } from '../../src/config/demo';
import { BackendUnavailable, holdRequestsUntil } from '../../src/lib/api-client';
import { DEMO_CREDENTIALS } from '../data/accounts';
import { canRunServiceWorker, needsSecureAddress, showNeedsSecureAddress } from './insecure-origin';

/**
 * Mock mode's first step, small so the app can paint at once: the mock backend (MSW, the db,
 * the handlers) loads and starts behind the first paint, and API calls wait until it is up.
 */
demoAccount.register(DEMO_CREDENTIALS);
if (canRunServiceWorker()) {
  holdRequestsUntil(
    import('./start')
      .then(({ startMockBackend }) => startMockBackend())
      .catch((error: unknown) => {
        console.error('[mock] The mock backend did not start.', error);
        throw error;
      }),
  );
} else {
  showNeedsSecureAddress();
  holdRequestsUntil(Promise.reject(new BackendUnavailable(needsSecureAddress())));
}
