import type { ImageSize } from '@vigor/shared';
import { createContext, useContext, type ReactNode } from 'react';

/**
 * What a page needs beyond its data: the origin for absolute URLs (canonical, og:image), where
 * stored images are found, and, on server-rendered pages, the pixel size of the photos it names
 * (og:image:width/height).
 */
export interface Site {
  origin: string;
  /**
   * Base URL of stored images: the server's public storage URL (a CDN or bucket), handed on by
   * server-rendered pages; `/storage` elsewhere, which the API always serves.
   */
  imageBase: string;
  imageSizes: Record<string, ImageSize>;
}

export const DEFAULT_IMAGE_BASE = '/storage';

const SiteContext = createContext<Site>({ origin: '', imageBase: DEFAULT_IMAGE_BASE, imageSizes: {} });

export function SiteProvider({ site, children }: { site: Site; children: ReactNode }) {
  return <SiteContext value={site}>{children}</SiteContext>;
}

export const useSite = () => useContext(SiteContext);
