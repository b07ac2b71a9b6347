import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { QueryClient } from '@tanstack/react-query';
import type { Product } from '@vigor/shared';
import { describe, expect, it } from 'vitest';
import { scrollTo } from '../../../test/scroll-spies';
import { makePage, makeProduct, mockApi, renderApp, type ApiCall } from '../../../test/test-utils';

/** Answers GET /api/products like the API: 24 per page out of `total` products. */
function catalog(total: number, extra: Partial<Product> = {}) {
  const all = Array.from({ length: total }, (_, i) =>
    makeProduct({ id: i + 1, name: `Item ${String(i + 1).padStart(2, '0')}`, ...extra }),
  );
  return (call: ApiCall) => {
    const params = new URL(call.url, 'http://x').searchParams;
    const page = Number(params.get('page') ?? 1);
    const slice = all.slice((page - 1) * 24, page * 24);
    return { body: makePage(slice, { page, total, total_pages: Math.ceil(total / 24) }) };
  };
}

const productCalls = (calls: ApiCall[]) => calls.filter((c) => c.path === '/api/products').map((c) => c.url);

describe('Shop', () => {
  it('shows the title, the count and the grid', async () => {
    mockApi({ 'GET /api/products': catalog(3) });
    renderApp('/shop');
    expect(await screen.findByRole('heading', { name: 'SHOP ALL', level: 1 })).toBeInTheDocument();
    expect(await screen.findByText('3 products')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(3);
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  });

  it('shows loading, then the error text', async () => {
    mockApi({ 'GET /api/products': { status: 500, body: { message: 'Database unavailable' } } });
    renderApp('/shop');
    expect(await screen.findByText('Loading products...')).toBeInTheDocument();
    expect(await screen.findByText('Error: Database unavailable')).toBeInTheDocument();
  });

  it('shows the empty text', async () => {
    mockApi({ 'GET /api/products': { body: makePage([]) } });
    renderApp('/shop');
    expect(await screen.findByText('No products available for the selected filter.')).toBeInTheDocument();
  });

  it('sorts and filters through the API, back to page 1, and closes dropdowns on outside click', async () => {
    const user = userEvent.setup();
    const api = mockApi({ 'GET /api/products': catalog(60) });
    renderApp('/shop');
    await screen.findByText('60 products');
    await user.click(screen.getByRole('link', { name: 'Page 2' }));
    await waitFor(() => expect(productCalls(api.calls)).toContain('/api/products?sort=name-asc&page=2'));
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });

    await user.click(screen.getByRole('button', { name: /Sort by:/ }));
    const list = screen.getByRole('list', { name: 'Sort by' });
    expect(within(list).getByRole('button', { name: 'Alphabetically A-Z' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.click(within(list).getByRole('button', { name: 'Price: High to Low' }));
    await waitFor(() => expect(productCalls(api.calls)).toContain('/api/products?sort=price-desc&page=1'));
    // The route's loader asks as the URL changes; the page shows the new list once it has it.
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page'),
    );

    await user.click(screen.getByRole('link', { name: 'Page 3' }));
    await user.click(screen.getByRole('button', { name: /Filter:/ }));
    await user.click(screen.getByRole('button', { name: 'Beanies' }));
    await waitFor(() =>
      expect(productCalls(api.calls)).toContain('/api/products?sort=price-desc&page=1&type=beanies'),
    );

    await user.click(screen.getByRole('button', { name: /Filter:/ }));
    expect(screen.getByRole('list', { name: 'Filter' })).toBeInTheDocument();
    await user.click(screen.getByRole('heading', { name: 'SHOP ALL' }));
    expect(screen.queryByRole('list', { name: 'Filter' })).not.toBeInTheDocument();
  });

  it('offers the four sorts and four filters', async () => {
    const user = userEvent.setup();
    mockApi({ 'GET /api/products': catalog(1) });
    renderApp('/shop');
    await screen.findByText('1 product');
    await user.click(screen.getByRole('button', { name: /Sort by:/ }));
    expect(
      within(screen.getByRole('list', { name: 'Sort by' }))
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Alphabetically A-Z', 'Alphabetically Z-A', 'Price: Low to High', 'Price: High to Low']);
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: /Sort by:/ })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: /Filter:/ }));
    expect(
      within(screen.getByRole('list', { name: 'Filter' }))
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['All Products', 'Hoodies', 'Beanies', 'T-Shirts']);
  });

  it('pages with links (they work without JavaScript); the ends with nowhere to go are not links', async () => {
    const user = userEvent.setup();
    mockApi({ 'GET /api/products': catalog(30) });
    const { router } = renderApp('/shop?sort=price-asc');
    await screen.findByText('30 products');
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(nav).queryByRole('link', { name: 'Previous' })).not.toBeInTheDocument();
    expect(within(nav).getByText('Previous')).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Page 2' })).toHaveAttribute(
      'href',
      '/shop?sort=price-asc&page=2',
    );
    await user.click(within(nav).getByRole('link', { name: 'Next' }));
    await screen.findByText('Item 25');
    expect(router.state.location.search).toBe('?sort=price-asc&page=2');
    expect(within(nav).queryByRole('link', { name: 'Next' })).not.toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Previous' })).toHaveAttribute(
      'href',
      '/shop?sort=price-asc',
    );
  });
});

describe('Hoodies and Beanies', () => {
  it('lists hoodies with the count and sort only', async () => {
    const api = mockApi({ 'GET /api/products': catalog(2, { type: 'hoodies' }) });
    renderApp('/hoodies');
    expect(await screen.findByRole('heading', { name: 'HOODIES COLLECTION' })).toBeInTheDocument();
    expect(await screen.findByText('2 hoodies')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Filter:/ })).not.toBeInTheDocument();
    expect(productCalls(api.calls)[0]).toBe('/api/products?sort=name-asc&page=1&type=hoodies');
  });

  it('shows the beanies page texts and empty state', async () => {
    mockApi({ 'GET /api/products': { body: makePage([]) } });
    renderApp('/beanies');
    expect(await screen.findByRole('heading', { name: 'BEANIES COLLECTION' })).toBeInTheDocument();
    expect(screen.getByText('Power worn proud collection')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to home/ })).toHaveAttribute('href', '/');
    expect(await screen.findByText('No beanies available at the moment.')).toBeInTheDocument();
  });

  it('shows the hoodies empty state', async () => {
    mockApi({ 'GET /api/products': { body: makePage([]) } });
    renderApp('/hoodies');
    expect(await screen.findByText('No hoodies available at the moment.')).toBeInTheDocument();
  });
});

describe('cached lists', () => {
  it('keeps showing the cached list when a refetch fails', async () => {
    mockApi({ 'GET /api/products': { status: 503, body: { message: 'Database unavailable' } } });
    const key = ['products', 'list', { type: undefined, sort: 'name-asc', page: 1 }];
    let queries: QueryClient | undefined;
    renderApp('/shop', undefined, (client) => {
      queries = client;
      client.setQueryData(key, makePage([makeProduct({ name: 'Cached Hoodie' })]), { updatedAt: 1 });
    });
    expect(await screen.findByRole('article', { name: 'Cached Hoodie' })).toBeInTheDocument();
    // The stale list is fetched again, and that fetch fails.
    await waitFor(() => expect(queries?.getQueryState(key)?.status).toBe('error'));
    expect(screen.getByRole('article', { name: 'Cached Hoodie' })).toBeInTheDocument();
    expect(screen.queryByText(/^Error:/)).not.toBeInTheDocument();
  });
});
