import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { ProductSummary } from '../../../../../src/features/catalogue/api/list-products';
import { ProductGrid } from '../../../../../src/features/catalogue/components/product-grid';

const products: ProductSummary[] = [1, 2, 3].map((id) => ({
  id,
  product_name: `Product ${id}`,
  price: id * 10,
  image_url: `https://example.com/${id}.png`,
  quantity: id,
}));
const productHref = (id: number) => `/product/${id}`;

function grid(list: ProductSummary[], renderAction: (product: ProductSummary) => null) {
  return (
    <ChakraProvider value={defaultSystem}>
      <MemoryRouter>
        <ProductGrid products={list} productHref={productHref} renderAction={renderAction} />
      </MemoryRouter>
    </ChakraProvider>
  );
}

describe('ProductGrid', () => {
  it('renders a card again only when its product changed (a new response brings new objects)', () => {
    const renderAction = vi.fn(() => null);
    const { rerender } = render(grid(products, renderAction));
    expect(screen.getAllByRole('article')).toHaveLength(3);
    expect(renderAction).toHaveBeenCalledTimes(3);

    rerender(
      grid(
        products.map((product) => ({ ...product })),
        renderAction,
      ),
    );
    expect(renderAction).toHaveBeenCalledTimes(3);

    const repriced = products.map((product) =>
      product.id === 2 ? { ...product, price: 99 } : product,
    );
    rerender(grid(repriced, renderAction));
    expect(renderAction).toHaveBeenCalledTimes(4);
    expect(renderAction).toHaveBeenLastCalledWith(repriced[1]);
    expect(screen.getByText('BAM: 99.00')).toBeInTheDocument();
  });

  it('fetches the first picture ahead of the rest, the others once near the screen', async () => {
    const many = Array.from({ length: 10 }, (_, index) => ({ ...products[0], id: index + 1 }));
    render(grid(many, () => null));
    await waitFor(() => expect(screen.getAllByRole('img')).toHaveLength(10));
    const pictures = screen.getAllByRole('img');
    for (const picture of pictures) {
      expect(picture).toHaveAttribute('width', '400');
      expect(picture).toHaveAttribute('height', '300');
      // jsdom has no IntersectionObserver: every card counts as near the screen at once.
      expect(picture).toHaveAttribute('src', products[0].image_url);
    }
    const [first, ...others] = pictures;
    expect(first).toHaveAttribute('fetchpriority', 'high');
    expect(first).toHaveAttribute('loading', 'eager');
    for (const picture of others) {
      expect(picture).not.toHaveAttribute('fetchpriority');
      expect(picture).toHaveAttribute('loading', 'lazy');
      expect(picture).toHaveAttribute('decoding', 'async');
    }
  });
});
