import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { env } from '../../../config/env';
import type { ProductListQuery } from '../api/list-products';
import { productKeys } from '../api/product-keys';
import type { CategoryChoice } from '../query/category-choice';
import { snapshotPageFile, type SnapshotPage } from './snapshot-page-files';

let builtWithSnapshot = false;

/** The page opened was drawn from the build's snapshot: its category views have their files. */
export function rememberBuildSnapshot(): void {
  builtWithSnapshot = true;
}

/** The file of a category view with no filter or sort, when the build wrote one. */
function snapshotPageFileOf({ category, sub_category, ...filters }: ProductListQuery) {
  if (!builtWithSnapshot || !category || Object.keys(filters).length) return undefined;
  return snapshotPageFile({
    category: category as CategoryChoice['category'],
    subCategory: sub_category,
  });
}

async function readSnapshotPage(file: string): Promise<SnapshotPage | undefined> {
  try {
    const path = `${env.basePath.replace(/\/?$/, '/')}${file}`;
    const response = await fetch(new URL(path, window.location.origin));
    const type = response.headers.get('Content-Type') ?? '';
    return response.ok && type.includes('json')
      ? ((await response.json()) as SnapshotPage)
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Until the API answers a category view, the build's first page of it: drawn as `/` is drawn
 * from its own data, dated when the build read it, and replaced by the API's answer.
 */
export function useSnapshotPageUntilAnswered(query: ProductListQuery): void {
  const queryClient = useQueryClient();
  const file = snapshotPageFileOf(query);
  const [category, subCategory] = [query.category, query.sub_category];
  useEffect(() => {
    const key = productKeys.list({ category, sub_category: subCategory });
    if (!file || queryClient.getQueryData(key) !== undefined) return;
    void readSnapshotPage(file).then((found) => {
      if (!found || queryClient.getQueryData(key) !== undefined) return;
      queryClient.setQueryData(key, found.page, { updatedAt: found.takenAt });
    });
  }, [file, category, subCategory, queryClient]);
}
