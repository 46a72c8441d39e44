import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import {
  BrowserRouter,
  matchRoutes,
  useRoutes,
  type Params,
  type RouteObject,
} from 'react-router-dom';
import { env } from '../config/env';
import { paths, routePatterns } from '../config/paths';
import { productQuery } from '../features/catalogue';
import { CatalogueScreen } from '../features/catalogue/routes/catalogue-screen';
import type { ProductDetailsScreenProps } from '../features/catalogue/routes/product-details-screen';
import { parseId } from '../lib/ids';
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

/**
 * What a public screen needs besides the signed-in state. The shell waits for
 * `GET /api/auth/me` before it renders any route; meanwhile the screen's code (and the product
 * shown) load alongside, instead of one after the other.
 */
interface RouteHandle {
  preload(params: Params, queryClient: QueryClient): void;
}

const preloadProduct: RouteHandle['preload'] = (params, queryClient) => {
  ProductDetailsScreen.preload();
  const id = parseId(params.productId);
  if (id !== null) void queryClient.prefetchQuery(productQuery(id));
};
const preloadScreen = (screen: { preload(): void }): RouteHandle => ({
  preload: () => screen.preload(),
});

const routes: RouteObject[] = [
  {
    element: <RootShell />,
    children: [
      {
        element: <GuestLayout />,
        children: [
          { index: true, element: <CatalogueScreen /> },
          { path: paths.cart, element: <CartScreen />, handle: preloadScreen(CartScreen) },
          {
            path: paths.checkout,
            element: <CheckoutScreen />,
            handle: preloadScreen(CheckoutScreen),
          },
          {
            path: routePatterns.product,
            element: productDetails,
            handle: { preload: preloadProduct } satisfies RouteHandle,
          },
          {
            path: paths.signIn,
            handle: preloadScreen(SignInPage),
            element: (
              <GuestOnly>
                <SignInPage />
              </GuestOnly>
            ),
          },
          {
            // The menu's orders link: what orders are to a shopper; staff go to the order list.
            path: paths.ordersShortcut,
            handle: preloadScreen(OrdersInfoScreen),
            element: (
              <GuestOnly staffPath={paths.dashboard.orders}>
                <OrdersInfoScreen />
              </GuestOnly>
            ),
          },
          { path: '*', element: <NotFound /> },
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
          { index: true, element: <DashboardProducts /> },
          { path: paths.dashboard.profile, element: <Profile /> },
          { path: paths.dashboard.createProduct, element: <CreateProduct /> },
          { path: routePatterns.dashboardProduct, element: productDetails },
          { path: paths.dashboard.orders, element: <OrderList /> },
          { path: routePatterns.dashboardOrder, element: <OrderDetail /> },
          { path: routePatterns.dashboardEditProduct, element: <EditProduct /> },
        ],
      },
    ],
  },
];

const basename = env.basePath.replace(/\/$/, '') || '/';

function AppRoutes() {
  const queryClient = useQueryClient();
  useEffect(() => {
    for (const { route, params } of matchRoutes(routes, window.location, basename) ?? []) {
      (route.handle as RouteHandle | undefined)?.preload(params, queryClient);
    }
  }, [queryClient]);
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
