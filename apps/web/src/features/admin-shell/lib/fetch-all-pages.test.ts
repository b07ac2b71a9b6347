import { describe, expect, it, vi } from 'vitest';
import { fetchAllPages } from './fetch-all-pages';

describe('fetchAllPages', () => {
  it('reads every page with 100 rows a page', async () => {
    const fetchPage = vi.fn((page: number, perPage: number) =>
      Promise.resolve({
        data: [page * 10, page * 10 + 1],
        meta: { page, per_page: perPage, total: 6, total_pages: 3 },
      }),
    );
    await expect(fetchAllPages(fetchPage)).resolves.toEqual([10, 11, 20, 21, 30, 31]);
    expect(fetchPage.mock.calls).toEqual([
      [1, 100],
      [2, 100],
      [3, 100],
    ]);
  });

  it('asks once when the list is empty', async () => {
    const fetchPage = vi.fn(() =>
      Promise.resolve({
        data: [],
        meta: { page: 1, per_page: 100, total: 0, total_pages: 0 },
      }),
    );
    await expect(fetchAllPages(fetchPage)).resolves.toEqual([]);
    expect(fetchPage).toHaveBeenCalledTimes(1);
  });
});
