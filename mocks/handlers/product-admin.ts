import { HttpResponse, http } from 'msw';
import { endpoints } from '../../src/config/endpoints';
import {
  isProductType,
  MIN_QUANTITY,
  PRICE_LIMIT_MESSAGES,
  priceLimitBroken,
  PRODUCT_MAX_LENGTHS,
  PRODUCT_SERVER_MESSAGES,
} from '../../src/config/rules/product';
import { clock } from '../data/clock';
import { db, findProduct, isoDate, nextId, type ProductRecord } from '../data/db';
import {
  anyOrigin,
  fail,
  failWhereProductionCrashes,
  withErrors,
  type Resolver,
} from '../http/responses';
import { requireStaff } from '../auth/tokens';
import { isBlank, readBody, RequestChecks, type Values } from '../http/validation';
import { ID_PATH } from './products';

/** Production's texts of the product calls; the field rules' are the shared product rules'. */
export const PRODUCT_DETAILS = {
  created: 'product successfully added',
  updated: 'successfully updated',
  deleted: 'Product has been soft deleted',
  notFound: 'Product is not found',
  ...PRODUCT_SERVER_MESSAGES,
  ...PRICE_LIMIT_MESSAGES,
} as const;

const UPDATE_FIELDS = {
  product_name: { type: 'str', maxLength: PRODUCT_MAX_LENGTHS.product_name },
  description: 'str',
  price: 'float',
  image_url: 'str',
  quantity: 'int',
} as const;

const CREATE_FIELDS = {
  ...UPDATE_FIELDS,
  category: 'str',
  sub_category: { type: 'str', maxLength: PRODUCT_MAX_LENGTHS.sub_category },
} as const;

/** The shop's price limits on top of production's rules, as the forms apply them. */
function checkPriceLimits(price: number): void {
  const broken = priceLimitBroken(price);
  if (broken) fail(400, PRICE_LIMIT_MESSAGES[broken]);
}

/** A new product's fields, checked in production's order; throws a 400. */
function checkNewProduct(fields: Values<typeof CREATE_FIELDS>) {
  const texts = Object.values(fields).filter((value) => typeof value === 'string');
  if (texts.some(isBlank)) fail(400, PRODUCT_DETAILS.allRequired);
  if (fields.price <= 0) fail(400, PRODUCT_DETAILS.priceNotPositive);
  checkPriceLimits(fields.price);
  if (fields.quantity < MIN_QUANTITY) fail(400, PRODUCT_DETAILS.quantityNotPositive);
  if (!isProductType(fields.category)) {
    failWhereProductionCrashes(400, PRODUCT_DETAILS.unknownCategory);
  }
  const { category, sub_category, ...rest } = fields;
  return { ...rest, product_type: category, product_sub_type: sub_category };
}

/**
 * The changes of an update: an empty text or a number not above 0 leaves its field as it was
 * (production's rule). The mock also leaves a blank text as it was, and checks a new price.
 */
function productChanges(fields: Values<typeof UPDATE_FIELDS>): Partial<ProductRecord> {
  const changes: Partial<ProductRecord> = {};
  for (const key of ['product_name', 'description', 'image_url'] as const) {
    if (!isBlank(fields[key])) changes[key] = fields[key];
  }
  if (fields.price > 0) {
    checkPriceLimits(fields.price);
    changes.price = fields.price;
  }
  if (fields.quantity > 0) changes.quantity = fields.quantity;
  return changes;
}

function productOr404(id: number): ProductRecord {
  return findProduct(id) ?? fail(404, PRODUCT_DETAILS.notFound);
}

/** Create product; its unknown-category refusal is a 500 in `production-defects`. */
export const createProduct: Resolver = async ({ request }) => {
  requireStaff(request);
  const checks = new RequestChecks();
  const fields = checks.body(CREATE_FIELDS, await readBody(request));
  checks.done();
  db.product.create({
    id: nextId('product'),
    ...checkNewProduct(fields),
    created_at: isoDate(clock.now()),
  });
  return HttpResponse.json({ product: PRODUCT_DETAILS.created });
};

export const productAdminHandlers = [
  http.post(anyOrigin(endpoints.createProduct.path), withErrors(createProduct)),

  http.patch(
    anyOrigin(endpoints.updateProduct.path),
    withErrors(async ({ request, params }) => {
      requireStaff(request);
      const checks = new RequestChecks();
      const { id } = checks.path(ID_PATH, params);
      const fields = checks.body(UPDATE_FIELDS, await readBody(request));
      checks.done();
      const product = productOr404(id);
      const changes = productChanges(fields);
      db.product.update({ where: { id: { equals: product.id } }, data: changes });
      return HttpResponse.json(PRODUCT_DETAILS.updated);
    }),
  ),

  // Soft delete is stock 0: out of the catalogue, still found by id, restocked by an update.
  http.delete(
    anyOrigin(endpoints.deleteProduct.path),
    withErrors(({ request, params }) => {
      requireStaff(request);
      const checks = new RequestChecks();
      const { id } = checks.path(ID_PATH, params);
      checks.done();
      const product = productOr404(id);
      db.product.update({ where: { id: { equals: product.id } }, data: { quantity: 0 } });
      return HttpResponse.json(PRODUCT_DETAILS.deleted);
    }),
  ),
];
