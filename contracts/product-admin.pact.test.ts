import { describe, expect, it } from 'vitest';
import { endpointPath, endpoints } from '../src/config/endpoints';
import { createProduct } from '../src/features/product-admin/api/create-product';
import { deleteProduct } from '../src/features/product-admin/api/delete-product';
import { updateProduct } from '../src/features/product-admin/api/update-product';
import { createPact, errorBody, like, mutationHeaders, staffParams, useApi } from './support';

const pact = createPact();
const IMAGE = 'https://firebasestorage.googleapis.com/v0/b/webshop/o/product_picture%2Fdrill.png';
const newProduct = {
  product_name: 'Cordless Drill',
  description: 'An 18 V drill with two batteries.',
  price: 149.5,
  quantity: 3,
  category: 'Tools',
  sub_category: 'Power Tools',
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
        b.headers(mutationHeaders).jsonBody(newProduct),
      )
      .willRespondWith(200, (b) => b.jsonBody({ product: like('Product created successfully') }))
      .executeTest(async (server) => {
        useApi(server.url);
        expect(await createProduct(newProduct)).toMatchObject({
          ok: true,
          data: { product: 'Product created successfully' },
        });
      });
  });

  it('creating a product without a name: 400 with the field message', async () => {
    const nameless = { ...newProduct, product_name: '' };
    await pact
      .addInteraction()
      .given('a staff user is signed in', staffParams)
      .uponReceiving('a request to create a product without a name')
      .withRequest('POST', endpoints.createProduct.path, (b) =>
        b.headers(mutationHeaders).jsonBody(nameless),
      )
      .willRespondWith(400, (b) => b.jsonBody(errorBody('product name cannot be empty')))
      .executeTest(async (server) => {
        useApi(server.url);
        expect(await createProduct(nameless)).toEqual({
          ok: false,
          status: 400,
          detail: 'product name cannot be empty',
        });
      });
  });

  it('updates a product', async () => {
    await pact
      .addInteraction()
      .given('a staff user is signed in', staffParams)
      .given('a product with id 1 exists')
      .uponReceiving('a request to update product 1')
      .withRequest('PATCH', endpointPath('updateProduct', { id: 1 }), (b) =>
        b.headers(mutationHeaders).jsonBody(changes),
      )
      .willRespondWith(200, (b) => b.jsonBody({ detail: like('Product updated successfully!') }))
      .executeTest(async (server) => {
        useApi(server.url);
        expect(await updateProduct(1, changes)).toMatchObject({
          ok: true,
          data: { detail: 'Product updated successfully!' },
        });
      });
  });

  it('updating a product with a price of 0: 400 with the field message', async () => {
    const free = { ...changes, price: 0 };
    await pact
      .addInteraction()
      .given('a staff user is signed in', staffParams)
      .given('a product with id 1 exists')
      .uponReceiving('a request to update product 1 with a price of 0')
      .withRequest('PATCH', endpointPath('updateProduct', { id: 1 }), (b) =>
        b.headers(mutationHeaders).jsonBody(free),
      )
      .willRespondWith(400, (b) => b.jsonBody(errorBody('Price must be greater than 0')))
      .executeTest(async (server) => {
        useApi(server.url);
        expect(await updateProduct(1, free)).toEqual({
          ok: false,
          status: 400,
          detail: 'Price must be greater than 0',
        });
      });
  });

  it('deletes a product', async () => {
    await pact
      .addInteraction()
      .given('a staff user is signed in', staffParams)
      .given('a product with id 1 exists')
      .uponReceiving('a request to delete product 1')
      .withRequest('DELETE', endpointPath('deleteProduct', { id: 1 }), (b) =>
        b.headers(mutationHeaders),
      )
      .willRespondWith(200, (b) => b.jsonBody({ detail: like('Product soft deleted') }))
      .executeTest(async (server) => {
        useApi(server.url);
        expect(await deleteProduct(1)).toMatchObject({ ok: true });
      });
  });
});
