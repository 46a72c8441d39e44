import type { QueryClient } from '@tanstack/react-query';
import {
  BrowserRouter,
  matchRoutes,
  useRoutes,
  type Params,
  type RouteObject,
} from 'react-router-dom';
import { LoadingState } from '../components/query-states';
import { env } from '../config/env';
import { paths, routePatterns } from '../config/paths';
import { currentUserQuery } from '../features/auth';
import { cartQuery } from '../features/cart';
import {
  CatalogueScreen,
  catalogueListQuery,
  firstCardPicture,
  isProductNotFound,
  PRODUCT_NOT_FOUND,
  productPicture,
  productQuery,
  productQueryFor,
  type ProductDetailsScreenProps,
} from '../features/catalogue';
import { parseId } from '../lib/ids';
import {
  documentTitle,
  pageDescription,
  useDocumentTitle,
  type PageTexts,
  type RouteText,
} from './document-title';
import { GuestOnly, RequireStaff } from './guards';
import type { PrefetchEarly } from './early-prefetch';
import { GuestLayout } from './layouts/guest-layout';
import { lazyScreen } from './lazy';
import { PAGE_DESCRIPTIONS, productSummary } from './page-descriptions';
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
const YourOrdersScreen = lazyScreen<object>(() =>
  import('../features/checkout/routes/your-orders-screen').then((module) => ({
    default: module.YourOrdersScreen,
  })),
);
const NotFound = lazyScreen<object>(() =>
  import('./not-found').then((module) => ({ default: module.NotFound })),
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
  { fallback: <LoadingState inline>Loading...</LoadingState> },
);
const Profile = lazyScreen(() => import('../features/profile/routes/profile-screen'));
const OrderList = lazyScreen(() => import('../features/orders/routes/order-list-screen'));
const OrderDetail = lazyScreen(() => import('../features/orders/routes/order-detail-screen'));

const productDetails = (
  <ProductDetailsScreen
    renderStaffActions={(product) => <ProductStaffActions productId={product.id} />}
  />
);

interface RouteHandle extends PageTexts {
  /** The route's lazily loaded screen: loaded before the app first renders (`loadRouteScreens`). */
  screen?: { preload(): Promise<unknown> };
  /** Prefetches the page's first query before the app first renders (`prefetchRouteData`). */
  prefetch?: (prefetch: PrefetchEarly, params: Params, search: URLSearchParams) => void;
}

const lazyRoute = (
  screen: RouteHandle['screen'],
  title: RouteText,
  prefetch?: RouteHandle['prefetch'],
  description?: RouteText,
): RouteHandle => ({ screen, title, prefetch, description });

/** The product's name once it has loaded. */
const productTitle: RouteText = (params, queryClient) => {
  const id = parseId(params.productId);
  if (id === null) return PRODUCT_NOT_FOUND;
  const { data, error } = queryClient.getQueryState(productQuery(id).queryKey) ?? {};
  if (isProductNotFound(error)) return PRODUCT_NOT_FOUND;
  return data?.product_name ?? 'Product';
};
const productDescription: RouteText = (params, queryClient) => {
  const id = parseId(params.productId);
  const product = id === null ? undefined : queryClient.getQueryData(productQuery(id).queryKey);
  return product ? productSummary(product) : PAGE_DESCRIPTIONS.product;
};
const orderTitle: RouteText = (params) =>
  parseId(params.orderId) === null ? 'Order not found' : `Order #${params.orderId}`;
const titled = (title: RouteText): RouteHandle => ({ title });

const routes: RouteObject[] = [
  {
    element: <RootShell />,
    // Every page shows or guards by the signed-in state.
    handle: { prefetch: (prefetch) => prefetch(currentUserQuery()) } satisfies RouteHandle,
    children: [
      {
        element: <GuestLayout />,
        // The top bar's count.
        handle: { prefetch: (prefetch) => prefetch(cartQuery()) } satisfies RouteHandle,
        children: [
          {
            index: true,
            element: <CatalogueScreen />,
            handle: {
              title: 'Products',
              description: PAGE_DESCRIPTIONS.home,
              prefetch: (prefetch, _params, search) =>
                prefetch(catalogueListQuery(search), firstCardPicture(search)),
            } satisfies RouteHandle,
          },
          {
            path: paths.cart,
            element: <CartScreen />,
            handle: lazyRoute(
              CartScreen,
              'Cart',
              (prefetch) => prefetch(cartQuery()),
              PAGE_DESCRIPTIONS.cart,
            ),
          },
          {
            path: paths.checkout,
            element: <CheckoutScreen />,
            handle: lazyRoute(CheckoutScreen, 'Checkout'),
          },
          {
            path: routePatterns.product,
            element: productDetails,
            handle: lazyRoute(
              ProductDetailsScreen,
              productTitle,
              (prefetch, params) => prefetch(productQueryFor(params.productId), productPicture),
              productDescription,
            ),
          },
          {
            path: paths.signIn,
            handle: lazyRoute(SignInPage, 'Sign in', undefined, PAGE_DESCRIPTIONS.signIn),
            element: (
              <GuestOnly>
                <SignInPage />
              </GuestOnly>
            ),
          },
          {
            // The menu's orders link: a shopper's orders placed on this device; staff go to the
            // order list.
            path: paths.ordersShortcut,
            handle: lazyRoute(YourOrdersScreen, 'Orders'),
            element: (
              <GuestOnly staffPath={paths.dashboard.orders}>
                <YourOrdersScreen />
              </GuestOnly>
            ),
          },
          { path: '*', element: <NotFound />, handle: lazyRoute(NotFound, 'Page not found') },
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

export const basename = env.basePath.replace(/\/$/, '') || '/';

let lastMatched: { address: string; matches: ReturnType<typeof matchAddressAnew> } | undefined;

function matchAddressAnew(address: string) {
  const [pathname, search = ''] = address.split('?', 2);
  const matches = matchRoutes(routes, pathname, basename) ?? [];
  return matches.map(({ route, params }) => ({
    handle: route.handle as RouteHandle | undefined,
    params,
    search: new URLSearchParams(search),
  }));
}

/** The routes an address matches, kept for the next call: the start asks twice for its page. */
function matchAddress(address: string) {
  if (lastMatched?.address !== address) {
    lastMatched = { address, matches: matchAddressAnew(address) };
  }
  return lastMatched.matches;
}

/**
 * Loads the lazy screens of the page at `address`, so its first render shows them at once: a
 * prerendered page then hydrates in one pass. A failed load is left to the screen, which tries
 * again when it renders.
 */
export async function loadRouteScreens(address: string): Promise<void> {
  await Promise.all(matchAddress(address).map(({ handle }) => handle?.screen?.preload())).catch(
    () => undefined,
  );
}

/**
 * Prefetches the queries the page at `address` (path and query) shows first, its own first and
 * then its layouts', so the requests run while the page hydrates instead of after it. A failed
 * request is left to the screen's error state.
 */
export function prefetchRouteData(address: string, prefetch: PrefetchEarly): void {
  for (const { handle, params, search } of [...matchAddress(address)].reverse()) {
    handle?.prefetch?.(prefetch, params, search);
  }
}

/** The tab's title and the meta description of the page at `pathname` (the build writes both). */
export function pageTextsAt(pathname: string, queryClient: QueryClient) {
  return {
    title: documentTitle(routes, { pathname }, queryClient),
    description: pageDescription(routes, { pathname }, queryClient),
  };
}

/** The app's routes, inside the browser's router or the build's (build-time/prerender/). */
/**
 * The tab's title, a component of its own: a product's name arriving changes it, and re-rendered
 * in AppRoutes it would match the whole route table again and re-render every route's context
 * with the response's render, one task on a slow phone (docs/performance.md, "Where the speed
 * comes from").
 */
function DocumentTitle() {
  useDocumentTitle(routes);
  return null;
}

export function AppRoutes() {
  const screens = useRoutes(routes);
  return (
    <>
      <DocumentTitle />
      {screens}
    </>
  );
}

/**
 * A declarative router: the data router (createBrowserRouter) adds code to `/` that no screen uses
 * (docs/decisions/0009-declarative-router.md; docs/architecture.md, "Considered alternatives").
 */
export function AppRouter() {
  return (
    <BrowserRouter basename={basename}>
      <AppRoutes />
    </BrowserRouter>
  );
}
