import type { ImageSize } from '@vigor/shared';
import { createContext, useContext, type ReactNode } from 'react';

/**
 * What a page's head needs beyond its data: the origin for absolute URLs (canonical, og:image)
 * and, on server-rendered pages, the pixel size of the photos it names (og:image:width/height).
 */
export interface Site {
  origin: string;
  imageSizes: Record<string, ImageSize>;
}

const SiteContext = createContext<Site>({ origin: '', imageSizes: {} });

export function SiteProvider({ site, children }: { site: Site; children: ReactNode }) {
  return <SiteContext value={site}>{children}</SiteContext>;
}

export const useSite = () => useContext(SiteContext);
