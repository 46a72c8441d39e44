import { delay, http, HttpResponse } from 'msw';
import { anyOrigin } from '../http/responses';
import { mockSettings } from '../settings';
import type { ScenarioGroup } from './types';

export const SLOW_NETWORK_DELAY_MS = 2000;

export const networkScenarios: ScenarioGroup = {
  'slow-network': {
    description: `Every response of the API and of the storage service is delayed by ${SLOW_NETWORK_DELAY_MS / 1000} s.`,
    handlers: () => [
      http.all(anyOrigin('/api/*'), async () => {
        await delay(SLOW_NETWORK_DELAY_MS);
      }),
      http.all(anyOrigin('/v0/b/*'), async () => {
        await delay(SLOW_NETWORK_DELAY_MS);
      }),
    ],
  },
  'api-asleep': {
    description:
      "The API sleeps, as a free hosting tier's does: its first call gets 503, every other waits until it has woken up (20 s after that first call; settable), then the scenario ends.",
    handlers: (retire) => {
      let wakesAt: number | undefined;
      return [
        http.all(anyOrigin('/api/*'), async () => {
          if (wakesAt === undefined) {
            wakesAt = Date.now() + mockSettings.apiWakeSeconds * 1000;
            return new HttpResponse('Service waking up', {
              status: 503,
              headers: { 'Content-Type': 'text/plain; charset=utf-8' },
            });
          }
          await delay(Math.max(0, wakesAt - Date.now()));
          retire?.();
        }),
      ];
    },
  },
  'api-unreachable': {
    description: 'Every API call fails without a response, as when the server is down or offline.',
    handlers: () => [http.all(anyOrigin('/api/*'), () => HttpResponse.error())],
  },
};
