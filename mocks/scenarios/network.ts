import { delay, http } from 'msw';
import { anyOrigin } from '../http';
import type { ScenarioGroup } from './types';

export const SLOW_NETWORK_DELAY_MS = 2000;

export const networkScenarios: ScenarioGroup = {
  'slow-network': {
    description: `Every answer of the API and of the storage service is delayed by ${SLOW_NETWORK_DELAY_MS / 1000} s.`,
    handlers: () => [
      http.all(anyOrigin('/api/*'), async () => {
        await delay(SLOW_NETWORK_DELAY_MS);
      }),
      http.all(anyOrigin('/v0/b/*'), async () => {
        await delay(SLOW_NETWORK_DELAY_MS);
      }),
    ],
  },
};
