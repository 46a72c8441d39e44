import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { pageDataScript } from '../../../../build-time/prerender/page-data-script';
import { restorePageData } from '../../../../src/app/page-data';

const LIST_KEY = ['products', 'list', {}];
const TAKEN_AT = Date.UTC(2026, 0, 1);

/** A page as the build writes it: the data a client held, in its script element. */
function pageWith(data: unknown): Document {
  const built = new QueryClient();
  built.setQueryData(LIST_KEY, data, { updatedAt: TAKEN_AT });
  const page = document.implementation.createHTMLDocument();
  page.body.innerHTML = pageDataScript(built);
  return page;
}

describe("a page's own data", () => {
  it('comes back into the cache as it was built, dated when the build read it', () => {
    const client = new QueryClient();
    restorePageData(
      client,
      new URLSearchParams(),
      pageWith([{ id: 1, product_name: '</script>' }]),
    );
    expect(client.getQueryData(LIST_KEY)).toEqual([{ id: 1, product_name: '</script>' }]);
    expect(client.getQueryState(LIST_KEY)?.dataUpdatedAt).toBe(TAKEN_AT);
  });

  it('serves a category page, not an address asking for other data', () => {
    const restored = (search: string) => {
      const client = new QueryClient();
      restorePageData(client, new URLSearchParams(search), pageWith([{ id: 1 }]));
      return client.getQueryData(LIST_KEY) !== undefined;
    };
    expect(restored('category=tools&sub_category=other')).toBe(true);
    expect(restored('min_price=5')).toBe(false);
    expect(restored('scenario=catalogue-down')).toBe(false);
  });

  it('writes nothing for a page drawn without data', () => {
    expect(pageDataScript(new QueryClient())).toBe('');
  });
});
