import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  BrowserRouter,
  matchRoutes,
  useRoutes,
  type Params,
  type RouteObject,
} from 'react-router-dom';
import { env } from '../config/env';
import { paths, routePatterns } from '../config/paths';
import {
  filtersFromParams,
  isProductNotFound,
  PRODUCT_NOT_FOUND,
  productQuery,
  productsQuery,
} from '../features/catalogue';
import { CatalogueScreen } from '../features/catalogue/routes/catalogue-screen';
import type { ProductDetailsScreenProps } from '../features/catalogue/routes/product-details-screen';
import { parseId } from '../lib/ids';
import { preloadQuery } from '../lib/preload-query';
import { useDocumentTitle, type RouteTitle } from './document-title';
import { GuestOnly, RequireStaff } from './guards';
import { GuestLayout } from './layouts/guest-layout';
import { lazyScreen } from './lazy';
import { NotFound } from './not-found';
import { RootShell } from './root-shell';

// Only the catalogue is in the home page's load; sign-in and checkout carry formik and yup.
const SignInPage = lazyScreen<object>(() =>
  import('../features/auth/routes/sign-in-page').then((module) => ({ default: module.SignInPage })),
);
const CartScreen = lazyScreen<object>(() =>
  import('../features/cart/routes/cart-screen').then((module) => ({ default: module.CartScreen })),
);
const CheckoutScreen = lazyScreen<object>(() =>
  import('../features/checkout/routes/checkout-screen').then((module) => ({
    default: module.CheckoutScreen,
  })),
);
const ProductDetailsScreen = lazyScreen<ProductDetailsScreenProps>(() =>
  import('../features/catalogue/routes/product-details-screen').then((module) => ({
    default: module.ProductDetailsScreen,
  })),
);
const OrdersInfoScreen = lazyScreen<object>(() =>
  import('../features/checkout/routes/orders-info-screen').then((module) => ({
    default: module.OrdersInfoScreen,
  })),
);
const AdminLayout = lazyScreen(() => import('./layouts/admin-layout'));
const DashboardProducts = lazyScreen(
  () => import('../features/product-admin/routes/dashboard-products-screen'),
);
const CreateProduct = lazyScreen(
  () => import('../features/product-admin/routes/create-product-screen'),
);
const EditProduct = lazyScreen(
  () => import('../features/product-admin/routes/edit-product-screen'),
);
const ProductStaffActions = lazyScreen(
  () => import('../features/product-admin/components/product-staff-actions'),
);
const Profile = lazyScreen(() => import('../features/profile/routes/profile-screen'));
const OrderList = lazyScreen(() => import('../features/orders/routes/order-list-screen'));
const OrderDetail = lazyScreen(() => import('../features/orders/routes/order-detail-screen'));

const productDetails = (
  <ProductDetailsScreen
    renderStaffActions={(product) => <ProductStaffActions productId={product.id} />}
  />
);

/** The address the app was opened at, as a route sees it. */
interface OpenedAt {
  params: Params;
  searchParams: URLSearchParams;
}

interface RouteHandle {
  /**
   * What a public screen needs besides the signed-in state. The shell waits for
   * `GET /api/auth/me` before it renders any route; meanwhile the screen's code (and the products
   * or the product shown) load alongside, instead of one after the other.
   */
  preload?(openedAt: OpenedAt, queryClient: QueryClient): void;
  /** The page's name in the browser tab (src/app/document-title.ts). */
  title?: RouteTitle;
}

const preloadCatalogue: RouteHandle['preload'] = ({ searchParams }, queryClient) =>
  preloadQuery(queryClient, productsQuery(filtersFromParams(searchParams)));
const preloadProduct: RouteHandle['preload'] = ({ params }, queryClient) => {
  ProductDetailsScreen.preload();
  const id = parseId(params.productId);
  if (id !== null) void queryClient.prefetchQuery(productQuery(id));
};
const preloadScreen = (screen: { preload(): void }, title: string): RouteHandle => ({
  preload: () => screen.preload(),
  title,
});

/** The product's name once it has loaded. */
const productTitle: RouteTitle = (params, queryClient) => {
  const id = parseId(params.productId);
  if (id === null) return PRODUCT_NOT_FOUND;
  const { data, error } = queryClient.getQueryState(productQuery(id).queryKey) ?? {};
  if (isProductNotFound(error)) return PRODUCT_NOT_FOUND;
  return data?.product_name ?? 'Product';
};
const orderTitle: RouteTitle = (params) =>
  parseId(params.orderId) === null ? 'Order not found' : `Order #${params.orderId}`;
const titled = (title: RouteTitle): RouteHandle => ({ title });

const routes: RouteObject[] = [
  {
    element: <RootShell />,
    children: [
      {
        element: <GuestLayout />,
        children: [
          {
            index: true,
            element: <CatalogueScreen />,
            handle: { preload: preloadCatalogue, title: 'Products' } satisfies RouteHandle,
          },
          {
            path: paths.cart,
            element: <CartScreen />,
            handle: preloadScreen(CartScreen, 'Cart'),
          },
          {
            path: paths.checkout,
            element: <CheckoutScreen />,
            handle: preloadScreen(CheckoutScreen, 'Checkout'),
          },
          {
            path: routePatterns.product,
            element: productDetails,
            handle: { preload: preloadProduct, title: productTitle } satisfies RouteHandle,
          },
          {
            path: paths.signIn,
            handle: preloadScreen(SignInPage, 'Sign in'),
            element: (
              <GuestOnly>
                <SignInPage />
              </GuestOnly>
            ),
          },
          {
            // The menu's orders link: what orders are to a shopper; staff go to the order list.
            path: paths.ordersShortcut,
            handle: preloadScreen(OrdersInfoScreen, 'Orders'),
            element: (
              <GuestOnly staffPath={paths.dashboard.orders}>
                <OrdersInfoScreen />
              </GuestOnly>
            ),
          },
          { path: '*', element: <NotFound />, handle: titled('Page not found') },
        ],
      },
      {
        path: paths.dashboard.root,
        element: (
          <RequireStaff>
            <AdminLayout />
          </RequireStaff>
        ),
        children: [
          { index: true, element: <DashboardProducts />, handle: titled('Dashboard') },
          { path: paths.dashboard.profile, element: <Profile />, handle: titled('Your profile') },
          {
            path: paths.dashboard.createProduct,
            element: <CreateProduct />,
            handle: titled('Create product'),
          },
          {
            path: routePatterns.dashboardProduct,
            element: productDetails,
            handle: titled(productTitle),
          },
          { path: paths.dashboard.orders, element: <OrderList />, handle: titled('Orders') },
          {
            path: routePatterns.dashboardOrder,
            element: <OrderDetail />,
            handle: titled(orderTitle),
          },
          {
            path: routePatterns.dashboardEditProduct,
            element: <EditProduct />,
            handle: titled('Edit product'),
          },
        ],
      },
    ],
  },
];

const basename = env.basePath.replace(/\/$/, '') || '/';

function preloadOpenedRoute(queryClient: QueryClient): void {
  const searchParams = new URLSearchParams(window.location.search);
  for (const { route, params } of matchRoutes(routes, window.location, basename) ?? []) {
    (route.handle as RouteHandle | undefined)?.preload?.({ params, searchParams }, queryClient);
  }
}

function AppRoutes() {
  const queryClient = useQueryClient();
  // Once, during the first render rather than in an effect after it: the requests are on their
  // way before the shell and the screen have rendered.
  useState(() => preloadOpenedRoute(queryClient));
  useDocumentTitle(routes);
  return useRoutes(routes);
}

/** A declarative router: the data router (createBrowserRouter) adds ~19 KB gzip no screen uses. */
export function AppRouter() {
  return (
    <BrowserRouter basename={basename}>
      <AppRoutes />
    </BrowserRouter>
  );
}
