import { describe, expect, it } from 'vitest';
import { endpointPath, endpoints } from '../src/config/endpoints';
import { createProduct } from '../src/features/product-admin/api/create-product';
import { deleteProduct } from '../src/features/product-admin/api/delete-product';
import { updateProduct } from '../src/features/product-admin/api/update-product';
import { changesToSend } from '../src/features/product-admin/forms/product-edit';
import { ApiError, successText } from '../src/lib/api-client';
import { defectDescription } from './production-defects';
import {
  createPact,
  errorBody,
  like,
  NOT_AUTHORIZED,
  refreshRefused,
  sendStaffCookie,
  staffHeaders,
  staffParams,
  string,
  useApi,
} from './support';

const pact = createPact();
const IMAGE = 'https://firebasestorage.googleapis.com/v0/b/webshop/o/product_picture%2Fdrill.png';
/** Categories go out lowercase, as production requires. */
const newProduct = {
  product_name: 'Cordless Drill',
  description: 'An 18 V drill with two batteries.',
  price: 149.5,
  quantity: 3,
  category: 'tools',
  sub_category: 'power tools',
  image_url: IMAGE,
};
const changes = {
  product_name: 'Cordless Drill Pro',
  description: 'An 18 V drill with three batteries.',
  price: 179.9,
  quantity: 2,
  image_url: IMAGE,
};

describe('product admin', () => {
  it('creates a product; the client shows `product` as the message', async () => {
    await pact
      .addInteraction()
      .given('a staff user is signed in', staffParams)
      .uponReceiving('a request to create a product')
      .withRequest('POST', endpoints.createProduct.path, (b) =>
        b.headers(staffHeaders()).jsonBody(newProduct),
      )
      .willRespondWith(200, (b) => b.jsonBody({ product: string('product successfully added') }))
      .executeTest(async (server) => {
        useApi(server.url);
        sendStaffCookie();
        const result = await createProduct(newProduct);
        expect(successText(result, 'fallback', 'product')).toBe('product successfully added');
      });
  });

  it('creating a product without a name: 400 with the reason', async () => {
    const nameless = { ...newProduct, product_name: '' };
    await pact
      .addInteraction()
      .given('a staff user is signed in', staffParams)
      .uponReceiving('a request to create a product without a name')
      .withRequest('POST', endpoints.createProduct.path, (b) =>
        b.headers(staffHeaders()).jsonBody(nameless),
      )
      .willRespondWith(400, (b) => b.jsonBody(errorBody('All fields are required')))
      .executeTest(async (server) => {
        useApi(server.url);
        sendStaffCookie();
        await expect(createProduct(nameless)).rejects.toEqual(
          new ApiError(400, 'All fields are required'),
        );
      });
  });

  it('updates a product; the response is a bare string', async () => {
    await pact
      .addInteraction()
      .given('a product with id 1 exists')
      .given('a staff user is signed in', staffParams)
      .uponReceiving('a request to update product 1')
      .withRequest('PATCH', endpointPath('updateProduct', { id: 1 }), (b) =>
        b.headers(staffHeaders()).jsonBody(changes),
      )
      .willRespondWith(200, (b) => b.jsonBody(like('successfully updated')))
      .executeTest(async (server) => {
        useApi(server.url);
        sendStaffCookie();
        expect(await updateProduct(1, changes)).toEqual('successfully updated');
      });
  });

  it('updates only the fields sent with a value: an empty text or a 0 keeps the field', async () => {
    const opened = {
      product_name: 'Cordless Drill',
      description: 'A drill.',
      price: 149.5,
      quantity: 3,
    };
    const renamed = changesToSend(opened, { ...opened, product_name: 'Cordless Drill Pro' }, '');
    await pact
      .addInteraction()
      .given('a product with id 1 exists')
      .given('a staff user is signed in', staffParams)
      .uponReceiving('a request to rename product 1, keeping its other fields')
      .withRequest('PATCH', endpointPath('updateProduct', { id: 1 }), (b) =>
        b.headers(staffHeaders()).jsonBody(renamed),
      )
      .willRespondWith(200, (b) => b.jsonBody(like('successfully updated')))
      .executeTest(async (server) => {
        useApi(server.url);
        sendStaffCookie();
        expect(await updateProduct(1, renamed)).toEqual('successfully updated');
      });
  });

  it('updating an unknown product: 404 with the reason', async () => {
    await pact
      .addInteraction()
      .given('no product with id 999 exists')
      .given('a staff user is signed in', staffParams)
      .uponReceiving('a request to update a product that does not exist')
      .withRequest('PATCH', endpointPath('updateProduct', { id: 999 }), (b) =>
        b.headers(staffHeaders()).jsonBody(changes),
      )
      .willRespondWith(404, (b) => b.jsonBody(errorBody('Product is not found')))
      .executeTest(async (server) => {
        useApi(server.url);
        sendStaffCookie();
        await expect(updateProduct(999, changes)).rejects.toEqual(
          new ApiError(404, 'Product is not found'),
        );
      });
  });

  it('deletes (soft-deletes) a product; the response is a bare string', async () => {
    await pact
      .addInteraction()
      .given('a product with id 1 exists')
      .given('a staff user is signed in', staffParams)
      .uponReceiving('a request to delete product 1')
      .withRequest('DELETE', endpointPath('deleteProduct', { id: 1 }), (b) =>
        b.headers(staffHeaders()),
      )
      .willRespondWith(200, (b) => b.jsonBody(like('Product has been soft deleted')))
      .executeTest(async (server) => {
        useApi(server.url);
        sendStaffCookie();
        expect(await deleteProduct(1)).toBe('Product has been soft deleted');
      });
  });

  it('deleting without a session: 401, and the refused refresh keeps it', async () => {
    pact
      .addInteraction()
      .given('a product with id 1 exists')
      .given('the visitor is not signed in')
      .uponReceiving(defectDescription('deleteWithoutSignIn'))
      .withRequest('DELETE', endpointPath('deleteProduct', { id: 1 }))
      .willRespondWith(401, (b) => b.jsonBody(errorBody(NOT_AUTHORIZED)));
    await refreshRefused(pact).executeTest(async (server) => {
      useApi(server.url);
      await expect(deleteProduct(1)).rejects.toEqual(new ApiError(401, NOT_AUTHORIZED));
    });
  });
});
