import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { startPixels } from '../lib/pixels';
import { useAdPixels } from './use-ad-pixels';

describe('the pixels on the storefront pages', () => {
  it("report every page but an order's, whose address holds its reference", async () => {
    startPixels({
      meta: { pixel_id: '123456789012345', script_url: 'https://connect.example/fbevents.js' },
      tiktok: null,
    });
    function Storefront() {
      useAdPixels();
      return null;
    }
    const router = createMemoryRouter([{ path: '*', element: <Storefront /> }], {
      initialEntries: ['/order/Zq3vT9xLm2PaWc8RyKd1Eh'],
    });
    const pageViews = () => window.fbq!.queue.filter((call) => call[1] === 'PageView').length;

    render(
      <QueryClientProvider client={new QueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    expect(pageViews()).toBe(0);
    await act(() => router.navigate('/fr/order/Zq3vT9xLm2PaWc8RyKd1Eh'));
    expect(pageViews()).toBe(0);
    await act(() => router.navigate('/shop'));
    expect(pageViews()).toBe(1);
  });
});
