import { imageSources } from '@vigor/shared';
import { useState } from 'react';
import { useSite } from '../../lib/site';
import { useT } from '../../lib/i18n';

export const PRODUCT_IMAGE_WIDTH = 640;
export const PRODUCT_IMAGE_HEIGHT = 800;

interface ProductImageProps {
  image: string | null | undefined;
  alt: string;
  /** The `sizes` attribute: how wide the image shows at each viewport width. */
  sizes: string;
  /** The first (LCP) image: loaded eagerly with high priority. Others load lazily. */
  priority?: boolean;
  className?: string;
}

/** A product photo with srcset, fixed dimensions (no layout shift) and placeholders. */
export function ProductImage({ image, alt, sizes, priority = false, className }: ProductImageProps) {
  const t = useT();
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const sources = imageSources(image, useSite().imageBase);
  const classes = ['product-image', className].filter(Boolean).join(' ');

  if (!sources || failedSrc === sources.src) {
    return (
      <div className={`${classes} product-image--placeholder`} role="img" aria-label={alt}>
        <span aria-hidden="true">{sources ? t.ui.imageNotFound : t.ui.noImage}</span>
      </div>
    );
  }
  return (
    <img
      className={classes}
      src={sources.src}
      srcSet={sources.srcSet}
      sizes={sources.srcSet ? sizes : undefined}
      width={PRODUCT_IMAGE_WIDTH}
      height={PRODUCT_IMAGE_HEIGHT}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      onError={() => setFailedSrc(sources.src)}
      // A server-rendered photo may fail before React listens for its error event: it is then
      // already complete with no pixels.
      ref={(img) => {
        if (img?.complete && img.naturalWidth === 0) setFailedSrc(sources.src);
      }}
    />
  );
}

/** `sizes` for a product in a grid of 2/3/4 columns. */
export const GRID_IMAGE_SIZES = '(min-width: 1024px) 25vw, (min-width: 768px) 33vw, 50vw';
