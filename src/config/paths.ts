/** Route paths of the app, with builders so no screen spells a URL by hand. */
export const paths = {
  home: '/',
  signIn: '/sign-in',
  cart: '/cart',
  checkout: '/checkout',
  product: (id: number | string) => `/product/${id}`,
  ordersShortcut: '/orders',
  dashboard: {
    root: '/dashboard',
    profile: '/dashboard/my-profile',
    createProduct: '/dashboard/product-management',
    product: (id: number | string) => `/dashboard/product/${id}`,
    orders: '/dashboard/order-management',
    order: (id: number | string) => `/dashboard/order/${id}`,
    editProduct: (id: number | string) => `/dashboard/edit/product/${id}`,
  },
} as const;

/** Route patterns for the router. */
export const routePatterns = {
  product: '/product/:productId',
  dashboardProduct: 'product/:productId',
  dashboardOrder: 'order/:orderId',
  dashboardEditProduct: 'edit/product/:productId',
} as const;
