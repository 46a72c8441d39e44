import { useDeferredValue, type ReactNode } from 'react';
import { LuArrowLeft } from 'react-icons/lu';
import { useParams } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { formatKm } from '../../../lib/format';
import { parseId } from '../../../lib/ids';
import { useCurrentUser } from '../../auth';
import { AddToCartButton } from '../../cart';
import { isProductNotFound, isSoldOut, useProduct, type Product } from '../api/get-product';
import { DETAILS_PICTURE_SIZES, ProductPicture } from '../components/product-picture';
import { ErrorState, LoadingState } from '../../../components/query-states';
import { SoldOutBadge } from '../../../components/sold-out-badge';
import { ButtonLink } from '../../../components/ui/button';
import { Heading, mutedText, TextLink } from '../../../components/ui/text';
import styles from './product-details-screen.module.css';

export interface ProductDetailsScreenProps {
  /** Staff see these (Edit and Delete) instead of Add to cart. */
  renderStaffActions?: (product: { id: number }) => ReactNode;
}

/** One product for visitors (/product/{id}) and staff (/dashboard/product/{id}). */
export function ProductDetailsScreen({ renderStaffActions }: ProductDetailsScreenProps) {
  const id = parseId(useParams().productId);
  if (id === null) return <ProductNotFound />;
  return <ProductDetails id={id} renderStaffActions={renderStaffActions} />;
}

function ProductDetails({ id, renderStaffActions }: { id: number } & ProductDetailsScreenProps) {
  const { data: fetched, isPending, error } = useProduct(id);
  // The product, once it arrives, is drawn in a background render, which gives the main thread
  // back every few milliseconds (a query's answer renders at once, in one task, otherwise). Until
  // then the loading state stays; another product's is never shown for this one.
  const deferred = useDeferredValue(fetched);
  const product = deferred?.id === fetched?.id ? deferred : undefined;

  if (isPending || (fetched && !product)) {
    return <LoadingState>Loading product...</LoadingState>;
  }
  if (isProductNotFound(error)) return <ProductNotFound />;
  // A product already shown (the page's own, or one loaded before) stays when a refresh fails.
  if (!product) {
    return <ErrorState>Failed to load the product.</ErrorState>;
  }
  // The parts that depend on who is signed in read it themselves: when the API says so, after
  // the page has painted, they alone are drawn again, not the whole product.
  return (
    <div className={styles.screen}>
      <BackLink />
      <ProductView
        product={product}
        actions={<ProductActions product={product} renderStaffActions={renderStaffActions} />}
      />
    </div>
  );
}

/** Staff and visitors get different actions: none is shown before it is known. */
function ProductActions({
  product,
  renderStaffActions,
}: { product: Product } & ProductDetailsScreenProps) {
  const { data: user, isPending } = useCurrentUser();
  if (isPending) return null;
  if (user?.is_auth === true) return renderStaffActions?.(product);
  return isSoldOut(product) ? null : <AddToCartButton productId={product.id} variant="full" />;
}

/** Staff return to the dashboard's product list, visitors to the catalogue. */
function BackLink() {
  const staff = useCurrentUser().data?.is_auth === true;
  return (
    <TextLink
      to={staff ? paths.dashboard.root : paths.home}
      palette="blue"
      className={styles.backLink}
    >
      <LuArrowLeft aria-hidden />
      {staff ? 'Back to products' : 'Back to the shop'}
    </TextLink>
  );
}

/** Picture beside the text from tablet width up; stacked, picture first, on a phone. */
function ProductView({ product, actions }: { product: Product; actions: ReactNode }) {
  return (
    <div className={styles.view}>
      <div className={styles.picture}>
        <ProductPicture product={product} loading="priority" drawnAt={DETAILS_PICTURE_SIZES} />
      </div>
      <div className={styles.text}>
        <Heading level="h1" size="xxl">
          {product.product_name}
        </Heading>
        <p className={styles.price}>{formatKm(product.price)}</p>
        <p className={mutedText}>Quantity: {product.quantity}</p>
        {isSoldOut(product) && <SoldOutBadge />}
        <p className={styles.description}>{product.description}</p>
        <div className={styles.actions}>{actions}</div>
      </div>
    </div>
  );
}

function ProductNotFound() {
  return (
    <div className={styles.notFound}>
      <div className={styles.notFoundText}>
        <Heading level="h1" size="xxl">
          Product not found
        </Heading>
        <p className={mutedText}>This product does not exist or is no longer available.</p>
        <ButtonLink to={paths.home} palette="blue">
          Back to the shop
        </ButtonLink>
      </div>
    </div>
  );
}
