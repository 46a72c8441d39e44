import { mockVisitor } from './mock-client';

export interface CartLine {
  id: number;
  product_id: number;
  quantity: number;
  name: string;
  image_url: string;
  price: number;
}

export interface Cart {
  items: CartLine[];
  total_price: number;
}

/** A shopper of the mock backend: a visitor with the cart and order calls at hand. */
export async function shopper() {
  const visitor = await mockVisitor();
  const { call } = visitor;
  return {
    ...visitor,
    add: (productId: unknown, quantity: unknown = 1) =>
      call('POST', '/api/add-item', { product_id: productId, quantity }),
    cart: async () => (await call<Cart>('GET', '/api/get-items')).body,
    update: (id: unknown, direction: string) => call('PATCH', `/api/cart/${direction}`, { id }),
    remove: (id: number | string) => call('DELETE', `/api/remove-item/${id}`),
    order: (body: unknown) => call('POST', '/api/create-order', body),
  };
}

export const CUSTOMER = {
  name: 'Ana',
  last_name: 'Anić',
  phone: '+387 61-234 567',
  address: 'Titova 1, Sarajevo',
};
