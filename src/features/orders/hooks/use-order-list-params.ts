import { useSearchParams } from 'react-router-dom';

export type OrderSort = 'asc' | 'desc';

function pageFrom(raw: string | null): number {
  const page = Number(raw);
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}

/** The order list's page and sort live in the URL (?page=2&sort=desc), so reload and back work. */
export function useOrderListParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const page = pageFrom(searchParams.get('page'));
  const sort: OrderSort = searchParams.get('sort') === 'desc' ? 'desc' : 'asc';

  const write = (nextPage: number, nextSort: OrderSort, replace = false) => {
    const next = new URLSearchParams();
    if (nextPage > 1) next.set('page', String(nextPage));
    if (nextSort === 'desc') next.set('sort', 'desc');
    searchParams.forEach((value, key) => {
      if (key !== 'page' && key !== 'sort') next.append(key, value);
    });
    setSearchParams(next, { replace });
  };

  return {
    page,
    sort,
    sortAsc: sort === 'asc',
    setPage: (nextPage: number) => write(nextPage, sort),
    /** A new sort starts again on page 1. */
    setSort: (nextSort: OrderSort) => write(1, nextSort),
    /** For a page past the end (e.g. an old link): goes to the last page without a history entry. */
    clampPage: (lastPage: number) => write(Math.max(1, lastPage), sort, true),
  };
}
