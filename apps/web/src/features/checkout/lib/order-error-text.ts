import type { InvalidItem } from '@vigor/shared';
import { ApiError, messageOf } from '../../../lib/api-client';

export const NETWORK_ORDER_ERROR = 'Failed to submit order. Please try again.';

/** The lines of a 409 stock conflict, or none. */
export function invalidItemsOf(error: unknown): InvalidItem[] {
  if (!(error instanceof ApiError)) return [];
  const body = error.body as { invalid_items?: unknown } | null;
  return body && Array.isArray(body.invalid_items) ? (body.invalid_items as InvalidItem[]) : [];
}

/** Whether nothing of this line can be ordered: it has to go. */
export function isGone(item: InvalidItem): boolean {
  return item.reason === 'not_orderable' || item.available_quantity <= 0;
}

/** What to do about the lines an order could not serve. */
export function invalidItemsText(items: readonly InvalidItem[]): string {
  const gone = items.filter(isGone);
  const short = items.filter((i) => !gone.includes(i));
  const parts: string[] = [];
  if (short.length > 0) {
    const list = short.map((i) => `${i.product_name} (available: ${i.available_quantity})`).join(', ');
    parts.push(`Quantity issues: ${list}. Please adjust quantities before ordering.`);
  }
  if (gone.length > 0) {
    const names = [...new Set(gone.map((i) => i.product_name))].join(', ');
    parts.push(`The following products are out of stock: ${names}. Please remove them from your cart.`);
  }
  return parts.join(' ');
}

/** The order error catalogue, for the cart checkout. */
export function orderErrorText(error: unknown): string {
  if (!(error instanceof ApiError)) return `Failed to create order: ${messageOf(error)}`;
  if (error.isNetworkError) return NETWORK_ORDER_ERROR;

  const items = invalidItemsOf(error);
  if (items.length > 0) return invalidItemsText(items);
  if (/out of stock/i.test(error.message)) {
    return 'Some items in your cart are out of stock. Please remove them before ordering.';
  }
  return error.message;
}

/** The quick order's error texts. */
export function quickOrderErrorText(error: unknown): string {
  if (error instanceof ApiError && error.isNetworkError) return NETWORK_ORDER_ERROR;
  const text =
    error instanceof ApiError && invalidItemsOf(error).length > 0 ? orderErrorText(error) : messageOf(error);
  return `Failed to submit order: ${text}`;
}
