import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { isOrderPage } from '@vigor/shared';
import { adPixelsQuery } from '../api/get-ad-pixels';
import { startPixels, trackAdEvent } from '../lib/pixels';

/** Waits for the browser to be idle after the page became interactive (a timeout where unsupported). */
function whenIdle(run: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(run, { timeout: 5000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(run, 1000);
  return () => window.clearTimeout(id);
}

/**
 * The public pages' pixels: asked for once the hydrated page is idle, so neither the request
 * nor the scripts compete with the page's own loading (docs/ads.md), and a PageView for every
 * page shown. The back office has its own layout and never loads them. An order's page is never
 * reported: the pixels send the page's address, and that address holds the order's reference,
 * which opens its receipt (docs/security.md).
 */
export function useAdPixels(): void {
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true)), []);
  const { data } = useQuery({ ...adPixelsQuery(), enabled: idle });
  useEffect(() => {
    if (data) startPixels(data);
  }, [data]);
  const { pathname } = useLocation();
  useEffect(() => {
    if (!isOrderPage(pathname)) trackAdEvent('PageView');
  }, [pathname]);
}
