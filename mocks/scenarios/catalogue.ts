import { HttpResponse, http } from 'msw';
import { endpoints } from '../../src/config/endpoints';
import { anyOrigin, errorResponse } from '../http/responses';
import type { ScenarioGroup } from './types';

export const catalogueScenarios: ScenarioGroup = {
  'empty-shop': {
    description: 'The catalogue lists no products ("Web shop is empty").',
    handlers: () => [http.get(anyOrigin(endpoints.listProducts.path), () => HttpResponse.json([]))],
  },
  'catalogue-down': {
    description: 'The product list responds 500 ("Failed to load products.").',
    handlers: () => [
      http.get(anyOrigin(endpoints.listProducts.path), () =>
        errorResponse(500, 'The catalogue is temporarily unavailable.'),
      ),
    ],
  },
};
