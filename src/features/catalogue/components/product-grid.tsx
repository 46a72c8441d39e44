import { memo, useDeferredValue, useEffect, useRef, type ReactNode, type RefObject } from 'react';
import { Button } from '../../../components/ui/button';
import type { ProductSummary } from '../api/list-products';
import type { MoreProducts } from '../hooks/use-catalogue-list';
import { ProductCard } from './product-card';
import styles from './product-grid.module.css';
import type { PictureLoading } from './product-picture';

export interface ProductGridProps {
  products: ProductSummary[];
  /** 'Show more' under the cards, while there are products beyond them. */
  more?: MoreProducts;
  /** Where a card links to, e.g. paths.product or paths.dashboard.product. */
  productHref: (id: number) => string;
  /** An optional per-card action (the shop passes its add-to-cart button). */
  renderAction?: (product: ProductSummary) => ReactNode;
}

/** The cards of a first screenful (two rows of four), rendered first. */
const FIRST_SCREENFUL = 8;

/**
 * The first card's picture is the largest paint at every width (the cards are all one size, and
 * a picture painted later as large does not replace it), so it is fetched ahead of the rest;
 * the others as they come near the screen.
 */
const pictureLoading = (index: number): PictureLoading =>
  index === 0 ? 'priority' : 'near-screen';

interface GridItemProps {
  product: ProductSummary;
  pictureLoading: PictureLoading;
  productHref: ProductGridProps['productHref'];
  renderAction: ProductGridProps['renderAction'];
}

const sameProduct = (a: ProductSummary, b: ProductSummary) =>
  (Object.keys(a) as Array<keyof ProductSummary>).every((key) => a[key] === b[key]);

/**
 * One card, rendered again only when its product's fields (or the callbacks) change: a new
 * response brings new objects for mostly the same products, and a filter being fetched re-renders
 * the grid dimmed; neither should render every card again.
 */
const GridItem = memo(
  function GridItem({ product, pictureLoading, productHref, renderAction }: GridItemProps) {
    return (
      <li className={styles.item}>
        <ProductCard
          product={product}
          href={productHref(product.id)}
          action={renderAction?.(product)}
          pictureLoading={pictureLoading}
        />
      </li>
    );
  },
  (before, after) =>
    before.pictureLoading === after.pictureLoading &&
    before.productHref === after.productHref &&
    before.renderAction === after.renderAction &&
    sameProduct(before.product, after.product),
);

/**
 * Product cards in 1 to 4 columns by width, then 'Show more' when there are more.
 * Pass `productHref` and `renderAction` that keep their identity between renders (module-level
 * functions), or every card renders again.
 */
export function ProductGrid({ products, more, productHref, renderAction }: ProductGridProps) {
  // The first screenful renders at once; the other cards in the background, in slices that
  // leave the main thread free (rendering every card in one go was a long task on a phone:
  // docs/performance.md, "Where the speed comes from").
  const rendered = useDeferredValue(products.length, Math.min(products.length, FIRST_SCREENFUL));
  const visible = products.slice(0, rendered);
  const renderingRest = rendered < products.length;
  const grid = useRef<HTMLUListElement>(null);
  const keepFocusFrom = useFocusAfterLastPage(grid, rendered);
  const showMore = more && {
    ...more,
    show: () => {
      keepFocusFrom(products.length);
      more.show();
    },
  };
  return (
    <div className={styles.stack}>
      <ul ref={grid} className={styles.grid} aria-busy={renderingRest}>
        {visible.map((product, index) => (
          <GridItem
            key={product.id}
            product={product}
            pictureLoading={pictureLoading(index)}
            productHref={productHref}
            renderAction={renderAction}
          />
        ))}
      </ul>
      {showMore && <ShowMore shown={products.length} more={showMore} />}
    </div>
  );
}

/**
 * 'Show more' keeps the focus while more remain; the last page takes the button away, and the
 * focus (left on nothing) goes to the first card it brought, where reading goes on.
 */
function useFocusAfterLastPage(grid: RefObject<HTMLUListElement | null>, rendered: number) {
  const firstNewCard = useRef<number | undefined>(undefined);
  useEffect(() => {
    const index = firstNewCard.current;
    if (index === undefined || rendered <= index) return;
    firstNewCard.current = undefined;
    const focusLost = !document.activeElement || document.activeElement === document.body;
    if (focusLost) grid.current?.children[index]?.querySelector<HTMLElement>('a')?.focus();
  }, [grid, rendered]);
  return (firstNew: number) => {
    firstNewCard.current = firstNew;
  };
}

function ShowMore({ shown, more }: { shown: number; more: MoreProducts }) {
  return (
    <div className={styles.more}>
      <div className={styles.moreStack}>
        {more.failed && (
          <p role="alert" className={styles.count}>
            Failed to load products.
          </p>
        )}
        <p className={styles.count}>
          Showing {shown} of {more.total} products
        </p>
        <Button variant="outline" loading={more.loading} onClick={more.show}>
          Show more
        </Button>
      </div>
    </div>
  );
}
