/** The query keys of the stock left of the cart's products, by product id. */
export const stockKeys = {
  all: ['stock'] as const,
  product: (productId: number) => [...stockKeys.all, productId] as const,
};
