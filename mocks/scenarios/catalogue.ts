import { http } from 'msw';
import { endpoints } from '../../src/config/endpoints';
import { anyOrigin, errorResponse, withErrors } from '../http/responses';
import { answerProductList, answerWholeList } from '../handlers/product-list';
import type { ScenarioGroup } from './types';

export const catalogueScenarios: ScenarioGroup = {
  'empty-shop': {
    description: 'The catalogue lists no products ("Web shop is empty").',
    handlers: () => [
      http.get(
        anyOrigin(endpoints.listProducts.path),
        withErrors(({ request }) => answerProductList(request, [])),
      ),
    ],
  },
  'catalogue-down': {
    description: 'The product list responds 500 ("Failed to load products.").',
    handlers: () => [
      http.get(anyOrigin(endpoints.listProducts.path), () =>
        errorResponse(500, 'The catalogue is temporarily unavailable.'),
      ),
    ],
  },
  'products-unpaginated': {
    description:
      'The product list answers as production does today: every product in one array, whatever page or category is asked for (the shop pages and filters categories itself).',
    handlers: () => [
      http.get(
        anyOrigin(endpoints.listProducts.path),
        withErrors(({ request }) => answerWholeList(request)),
      ),
    ],
  },
};
