import { HttpResponse, http } from 'msw';
import { CATEGORIES, DESCRIPTION_MAX_LENGTH, QUANTITY_CHOICES } from '../../src/config/constants';
import { endpoints } from '../../src/config/endpoints';
import { clock } from '../clock';
import { db, findLiveProduct, nextId } from '../db';
import { anyOrigin, fail, idParam, readJsonObject, requireStaff, withErrors } from '../http';
import { PRODUCT_NOT_FOUND } from './products';

/** Keeps every cart and order total a whole number of cents a double holds exactly. */
export const MAX_PRICE = 1_000_000_000;

/** The server's field messages: the create wording of the spec, and the edit wording. */
export const PRODUCT_MESSAGES = {
  create: {
    name: 'product name cannot be empty',
    price: "Price can't be empty or less than 1",
  },
  update: {
    name: 'Product name cannot be empty',
    price: 'Price must be greater than 0',
  },
  priceDecimals: 'Price can have at most two decimals.',
  priceTooLarge: `Price can be at most ${MAX_PRICE}.`,
  quantity: `Quantity must be a whole number from ${QUANTITY_CHOICES[0]} to ${QUANTITY_CHOICES.at(-1)}.`,
  description: 'description cannot be empty',
  descriptionLength: `Description can have at most ${DESCRIPTION_MAX_LENGTH} characters.`,
  category: 'category cannot be empty',
  unknownCategory: 'Unknown category.',
  subCategory: 'sub category cannot be empty',
  unknownSubCategory: 'Unknown sub category for this category.',
  image: 'You have to add picture',
  imageUrl: 'image_url must be an http(s) or data:image URL.',
  nothingToUpdate: 'Nothing to update.',
} as const;

export const PRODUCT_CREATED = 'Product created successfully';
export const PRODUCT_UPDATED = 'Product updated successfully!';
export const PRODUCT_DELETED = 'Product soft deleted';

type Wording = 'create' | 'update';
type Body = Record<string, unknown>;

function requiredText(body: Body, key: string, message: string): string {
  const value = body[key];
  if (typeof value !== 'string' || !value.trim()) fail(400, message);
  return value.trim();
}

function productName(body: Body, wording: Wording): string {
  return requiredText(body, 'product_name', PRODUCT_MESSAGES[wording].name);
}

/** The create form asks for at least 1; the server's rule is only > 0 (CONTRACT). */
function price(body: Body, wording: Wording): number {
  const value = body.price;
  if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0) {
    fail(400, PRODUCT_MESSAGES[wording].price);
  }
  if (value > MAX_PRICE) fail(400, PRODUCT_MESSAGES.priceTooLarge);
  // A positive price below one cent would round to 0 (found by the fuzz tests).
  const cents = Math.round(value * 100);
  if (cents < 1 || Math.abs(value * 100 - cents) > 1e-6) fail(400, PRODUCT_MESSAGES.priceDecimals);
  return cents / 100;
}

function quantity(body: Body, unchanged?: number): number {
  const value = body.quantity;
  const allowed = (QUANTITY_CHOICES as readonly unknown[]).includes(value) || value === unchanged;
  if (!allowed) fail(400, PRODUCT_MESSAGES.quantity);
  return value as number;
}

function description(body: Body): string {
  const value = requiredText(body, 'description', PRODUCT_MESSAGES.description);
  if (value.length > DESCRIPTION_MAX_LENGTH) fail(400, PRODUCT_MESSAGES.descriptionLength);
  return value;
}

function imageUrl(body: Body): string {
  const value = requiredText(body, 'image_url', PRODUCT_MESSAGES.image);
  if (!/^(https?:\/\/\S+|data:image\/\S+)$/i.test(value)) fail(400, PRODUCT_MESSAGES.imageUrl);
  return value;
}

/** Category and sub-category, one of the spec's pairs, stored lowercase. */
function categoryPair(body: Body): { category: string; sub_category: string } {
  const category = requiredText(body, 'category', PRODUCT_MESSAGES.category).toLowerCase();
  const subCategory = requiredText(
    body,
    'sub_category',
    PRODUCT_MESSAGES.subCategory,
  ).toLowerCase();
  const entry = Object.entries(CATEGORIES).find(([name]) => name.toLowerCase() === category);
  if (!entry) fail(400, PRODUCT_MESSAGES.unknownCategory);
  if (!entry[1].some((sub) => sub.toLowerCase() === subCategory)) {
    fail(400, PRODUCT_MESSAGES.unknownSubCategory);
  }
  return { category, sub_category: subCategory };
}

/** The fields of a new product, checked in the order of the create form; throws a 400. */
export function validateNewProduct(body: Body) {
  return {
    product_name: productName(body, 'create'),
    price: price(body, 'create'),
    quantity: quantity(body),
    description: description(body),
    ...categoryPair(body),
    image_url: imageUrl(body),
  };
}

const UPDATABLE = ['product_name', 'description', 'price', 'quantity', 'image_url'] as const;

/**
 * The edited fields of a product (category and sub_category are not editable); throws a 400.
 * A stock above the form's choices (seeded data) may be sent back unchanged.
 */
export function validateProductUpdate(body: Body, currentQuantity?: number) {
  const given = UPDATABLE.filter((key) => key in body);
  if (!given.length) fail(400, PRODUCT_MESSAGES.nothingToUpdate);
  const has = (key: (typeof UPDATABLE)[number]) => given.includes(key);
  return {
    ...(has('product_name') && { product_name: productName(body, 'update') }),
    ...(has('price') && { price: price(body, 'update') }),
    ...(has('quantity') && { quantity: quantity(body, currentQuantity) }),
    ...(has('description') && { description: description(body) }),
    ...(has('image_url') && { image_url: imageUrl(body) }),
  };
}

function liveProductOr404(id: string | readonly string[] | undefined) {
  const product = findLiveProduct(idParam(id, PRODUCT_NOT_FOUND));
  if (!product) fail(404, PRODUCT_NOT_FOUND);
  return product;
}

export const productAdminHandlers = [
  http.post(
    anyOrigin(endpoints.createProduct.path),
    withErrors(async ({ request }) => {
      requireStaff(request);
      const fields = validateNewProduct(await readJsonObject(request));
      db.product.create({
        id: nextId('product'),
        ...fields,
        created_at: new Date(clock.now()).toISOString(),
        deleted_at: null,
      });
      return HttpResponse.json({ product: PRODUCT_CREATED });
    }),
  ),

  http.patch(
    anyOrigin(endpoints.updateProduct.path),
    withErrors(async ({ request, params }) => {
      requireStaff(request);
      const body = await readJsonObject(request);
      const product = liveProductOr404(params.id);
      const changes = validateProductUpdate(body, product.quantity);
      db.product.update({ where: { id: { equals: product.id } }, data: changes });
      return HttpResponse.json({ detail: PRODUCT_UPDATED });
    }),
  ),

  http.delete(
    anyOrigin(endpoints.deleteProduct.path),
    withErrors(({ request, params }) => {
      requireStaff(request);
      const product = liveProductOr404(params.id);
      db.product.update({
        where: { id: { equals: product.id } },
        data: { deleted_at: new Date(clock.now()).toISOString() },
      });
      return HttpResponse.json({ detail: PRODUCT_DELETED });
    }),
  ),
];
