// @vitest-environment node
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { cataloguePageFiles } from '../../../../build-time/prerender/catalogue-pages';
import { answerFromSnapshot } from '../../../../build-time/snapshot/snapshot-answers';
import { productListQuery } from '../../../../src/features/catalogue/api/list-products';
import type { ProductSummary } from '../../../../src/features/catalogue';

/** A catalogue of `count` products as the list answers it. */
const catalogue = (count: number): ProductSummary[] =>
  Array.from({ length: count }, (_, index) => ({
    id: index + 1,
    product_name: `Product ${index + 1}`,
    price: 10,
    image_url: `/pictures/${index + 1}.png`,
    quantity: 1,
    product_type: 'tools',
    product_sub_type: 'other',
  }));

/** The data `/` is drawn and hydrated with, from a snapshot of `count` products. */
function homeDataOf(count: number) {
  const queryClient = new QueryClient();
  const query = productListQuery({});
  answerFromSnapshot(queryClient, { takenAt: 1, products: catalogue(count) })(query);
  return queryClient.getQueryData(query.queryKey);
}

describe("`/`'s data from the build's snapshot", () => {
  it("is the catalogue's first page and the count, without the list's other fields", () => {
    const withDescriptions = catalogue(5_000).map((card) => ({ ...card, description: 'Long.' }));
    const queryClient = new QueryClient();
    const query = productListQuery({});
    answerFromSnapshot(queryClient, { takenAt: 1, products: withDescriptions })(query);
    expect(queryClient.getQueryData(query.queryKey)).toEqual({
      items: catalogue(48),
      total: 5_000,
      limit: 48,
      offset: 0,
    });
  });

  it('weighs the same at 50,000 products as at 48, but for the count', () => {
    const size = (count: number) => JSON.stringify(homeDataOf(count)).length;
    expect(size(50_000)).toBe(size(48) + '50000'.length - '48'.length);
  });
});

describe("the category views' files from the build's snapshot", () => {
  const products = catalogue(200).map((card, index) => ({
    ...card,
    product_type: index % 2 ? 'tools' : 'clothing',
    product_sub_type: index % 4 === 1 ? 'Hand Tools' : 'other',
  }));
  const files = new Map(
    cataloguePageFiles({ takenAt: 1, products }).map(({ fileName, source }) => [
      fileName,
      JSON.parse(source),
    ]),
  );

  it('are one for each category and each sub-category', () => {
    expect(files.size).toBe(4 + 12);
    expect(files.has('catalogue/accessories--bags-backpacks.json')).toBe(true);
  });

  it("hold each view's first page, its products matched as the catalogue matches them", () => {
    const tools = files.get('catalogue/tools.json');
    expect(tools).toMatchObject({ takenAt: 1, page: { total: 100, limit: 48, offset: 0 } });
    expect(tools.page.items).toHaveLength(48);
    const handTools = files.get('catalogue/tools--hand-tools.json').page;
    expect(handTools.total).toBe(50);
    expect(handTools.items[0]).toEqual(products[1]);
    expect(files.get('catalogue/technology.json').page).toMatchObject({ items: [], total: 0 });
  });
});
