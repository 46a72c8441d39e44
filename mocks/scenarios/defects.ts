import { http } from 'msw';
import { endpoints } from '../../src/config/endpoints';
import { getOrder, setOrderStatus } from '../handlers/orders';
import { createProduct } from '../handlers/product-admin';
import { anyOrigin, withProductionCrashes } from '../http/responses';
import type { ScenarioGroup } from './types';

/**
 * Production's unhandled errors, where the mock otherwise responds sanely: the same handlers,
 * responding with production's 500 (plain text "Internal Server Error", no CORS headers).
 */
export const defectScenarios: ScenarioGroup = {
  'production-defects': {
    description:
      "Production's 500s (plain text, no CORS headers, so a browser sees no response): an unknown order's detail, a status change of an unknown order or to an unknown status, a category that is not one of production's lowercase ones.",
    handlers: () => [
      http.get(anyOrigin(endpoints.getOrder.path), withProductionCrashes(getOrder)),
      http.patch(anyOrigin(endpoints.setOrderStatus.path), withProductionCrashes(setOrderStatus)),
      http.post(anyOrigin(endpoints.createProduct.path), withProductionCrashes(createProduct)),
    ],
  },
};
