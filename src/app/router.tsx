import { createBrowserRouter, Navigate } from 'react-router-dom';
import { env } from '../config/env';
import { paths, routePatterns } from '../config/paths';
import { SignInPage } from '../features/auth';
import { CartScreen } from '../features/cart/routes/CartScreen';
import { CatalogueScreen } from '../features/catalogue/routes/CatalogueScreen';
import { ProductDetailsScreen } from '../features/catalogue/routes/ProductDetailsScreen';
import { CheckoutScreen } from '../features/checkout/routes/CheckoutScreen';
import { GuestOnly, RequireStaff } from './guards';
import { GuestLayout } from './layouts/GuestLayout';
import { lazyScreen } from './lazy';
import { NotFound } from './NotFound';
import { RootShell } from './RootShell';

const AdminLayout = lazyScreen(() => import('./layouts/AdminLayout'));
const DashboardProducts = lazyScreen(
  () => import('../features/product-admin/routes/DashboardProductsScreen'),
);
const CreateProduct = lazyScreen(
  () => import('../features/product-admin/routes/CreateProductScreen'),
);
const EditProduct = lazyScreen(() => import('../features/product-admin/routes/EditProductScreen'));
const ProductStaffActions = lazyScreen(
  () => import('../features/product-admin/components/ProductStaffActions'),
);
const Profile = lazyScreen(() => import('../features/profile/routes/ProfileScreen'));
const OrderList = lazyScreen(() => import('../features/orders/routes/OrderListScreen'));
const OrderDetail = lazyScreen(() => import('../features/orders/routes/OrderDetailScreen'));

const productDetails = (
  <ProductDetailsScreen
    renderStaffActions={(product) => <ProductStaffActions productId={product.id} />}
  />
);

export const router = createBrowserRouter(
  [
    {
      element: <RootShell />,
      children: [
        {
          element: <GuestLayout />,
          children: [
            { index: true, element: <CatalogueScreen /> },
            { path: paths.cart, element: <CartScreen /> },
            { path: paths.checkout, element: <CheckoutScreen /> },
            { path: routePatterns.product, element: productDetails },
            {
              path: paths.signIn,
              element: (
                <GuestOnly>
                  <SignInPage />
                </GuestOnly>
              ),
            },
          ],
        },
        { path: paths.ordersShortcut, element: <Navigate to={paths.dashboard.orders} replace /> },
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
        { path: '*', element: <NotFound /> },
      ],
    },
  ],
  { basename: env.basePath.replace(/\/$/, '') || '/' },
);
