import type { Page } from '@vigor/shared';

/** The largest page the API serves (`PageQuery.per_page`). */
export const EXPORT_PAGE_SIZE = 100;
/** A bound so that a misbehaving answer can never loop forever (100 000 rows). */
const MAX_PAGES = 1000;

/**
 * Every row of a list, read page by page with the largest page size: the exports take the
 * whole current search and filter, not only the page on screen.
 */
export async function fetchAllPages<T>(
  fetchPage: (page: number, perPage: number) => Promise<Page<T>>,
): Promise<T[]> {
  const rows: T[] = [];
  let page = 1;
  let totalPages = 1;
  do {
    const answer = await fetchPage(page, EXPORT_PAGE_SIZE);
    rows.push(...answer.data);
    totalPages = answer.meta.total_pages;
    page += 1;
  } while (page <= totalPages && page <= MAX_PAGES);
  return rows;
}
