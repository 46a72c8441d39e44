import { HttpResponse, http } from 'msw';
import { endpoints } from '../../src/config/endpoints';
import { findProduct } from '../data/db';
import { anyOrigin, withErrors } from '../http/responses';
import { imageUrls } from '../pictures/seed-picture-urls';
import { RequestChecks } from '../http/validation';
import { productDetail } from './product-json';
import { answerProductList } from './product-list';

export const ID_PATH = { id: 'int' } as const;

export const productHandlers = [
  http.get(
    anyOrigin(endpoints.listProducts.path),
    withErrors(({ request }) => answerProductList(request)),
  ),

  http.get(
    anyOrigin(endpoints.getProduct.path),
    withErrors(({ request, params }) => {
      const checks = new RequestChecks();
      const { id } = checks.path(ID_PATH, params);
      checks.done();
      // Production responds to an unknown id with an empty product, not a 404.
      const product = findProduct(id);
      return HttpResponse.json({
        product: product ? productDetail(product, imageUrls(request)) : {},
      });
    }),
  ),
];
