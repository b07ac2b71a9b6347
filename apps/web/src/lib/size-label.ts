import type { PageMessages } from '../messages/pages/en';
import { usePageT } from './i18n';

/** A size as the page's language says it: letter sizes read the same everywhere, "One Size" does not. */
export function sizeLabel(size: string, t: PageMessages): string {
  return size.trim().toLowerCase() === 'one size' ? t.product.oneSize : size;
}

/** sizeLabel in the page's language. */
export function useSizeLabel(): (size: string) => string {
  const t = usePageT();
  return (size) => sizeLabel(size, t);
}
