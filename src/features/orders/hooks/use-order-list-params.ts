import { useSearchParams } from 'react-router-dom';
import { paths } from '../../../config/paths';

export type OrderSort = 'asc' | 'desc';

/** Which page of the order list staff look at, in which order. */
interface OrderListView {
  page: number;
  sort: OrderSort;
}

function pageFrom(raw: string | null): number {
  const page = Number(raw);
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}

/** The view's query (?page=2&sort=desc); page 1 and oldest first, the defaults, are left out. */
function viewParams({ page, sort }: OrderListView): URLSearchParams {
  const params = new URLSearchParams();
  if (page > 1) params.set('page', String(page));
  if (sort === 'desc') params.set('sort', 'desc');
  return params;
}

function withQuery(path: string, params: URLSearchParams): string {
  return params.size > 0 ? `${path}?${params.toString()}` : path;
}

/**
 * The order list's page and sort live in the URL (?page=2&sort=desc), so reload and back work.
 * An order's detail carries the same query, so its way back and the return after a status
 * change land on the page it was opened from.
 */
export function useOrderListParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const view: OrderListView = {
    page: pageFrom(searchParams.get('page')),
    sort: searchParams.get('sort') === 'desc' ? 'desc' : 'asc',
  };

  const write = (next: OrderListView, replace = false) => {
    const params = viewParams(next);
    searchParams.forEach((value, key) => {
      if (key !== 'page' && key !== 'sort') params.append(key, value);
    });
    setSearchParams(params, { replace });
  };

  return {
    ...view,
    sortAsc: view.sort === 'asc',
    setPage: (page: number) => write({ ...view, page }),
    /** A new sort starts again on page 1. */
    setSort: (sort: OrderSort) => write({ page: 1, sort }),
    /** For a page past the end (e.g. an old link): goes to the last page without a history entry. */
    clampPage: (lastPage: number) => write({ ...view, page: Math.max(1, lastPage) }, true),
    /** The list at this page and sort. */
    listHref: withQuery(paths.dashboard.orders, viewParams(view)),
    /** An order's detail, remembering this page and sort for the way back. */
    orderHref: (id: number) => withQuery(paths.dashboard.order(id), viewParams(view)),
  };
}
