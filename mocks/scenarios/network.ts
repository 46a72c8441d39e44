import { delay, http, HttpResponse } from 'msw';
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
  'api-unreachable': {
    description: 'Every API call fails without an answer, as when the server is down or offline.',
    handlers: () => [http.all(anyOrigin('/api/*'), () => HttpResponse.error())],
  },
};
