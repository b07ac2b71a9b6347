import type { AddonView, Product } from '@vigor/shared';

/** The navigation state /QuickCart receives from "Buy it now". */
export interface QuickCartState {
  product: Product;
  quantity: number;
  size: string;
  /** The temporary quick-cart line the server created. */
  quickCartItemId?: number;
  /** The cart line this purchase comes from (the added-to-cart popup), removed once ordered. */
  originalCartItemId?: number;
  fromPreOrder?: boolean;
  /** The add-on offers taken on the product page, each in a size (docs/product.md, "Offers"). */
  addons?: readonly { addon: AddonView; size: string }[];
}

export function readQuickCartState(state: unknown): QuickCartState | null {
  if (!state || typeof state !== 'object') return null;
  const value = state as Partial<QuickCartState>;
  if (!value.product || typeof value.product.id !== 'number' || typeof value.size !== 'string') return null;
  return { ...value, quantity: Math.max(1, Number(value.quantity) || 1) } as QuickCartState;
}
