import type { Product } from './products.js';

export const MAX_LINE_QUANTITY = 99;

export interface CartItem {
  id: number;
  product_id: number;
  product: Product;
  size: string;
  quantity: number;
  /** Effective unit price from the database. */
  price: number;
  print_placement: string;
  /** Units of this size that can still be ordered; null when unlimited. */
  available_quantity: number | null;
}

export interface QuickCartItem {
  id: number;
  product_id: number;
  product: Product;
  size: string;
  quantity: number;
  price: number;
  available_quantity: number | null;
}
