import type { InvalidItem } from '@vigor/shared';
import { ApiError, messageOf } from '../../../lib/api-client';
import type { Messages } from '../../../messages/en';

/** The checkout's texts in the page's language (messages/*.ts `checkout`). */
type Texts = Messages['checkout'];

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
export function invalidItemsText(items: readonly InvalidItem[], t: Texts): string {
  const gone = items.filter(isGone);
  const short = items.filter((i) => !gone.includes(i));
  const parts: string[] = [];
  if (short.length > 0) {
    parts.push(
      t.quantityIssues(short.map((i) => t.availableOf(i.product_name, i.available_quantity)).join(', ')),
    );
  }
  if (gone.length > 0) parts.push(t.outOfStockList([...new Set(gone.map((i) => i.product_name))].join(', ')));
  return parts.join(' ');
}

/** The order error catalogue, for the cart checkout. */
export function orderErrorText(error: unknown, t: Texts): string {
  if (!(error instanceof ApiError)) return t.createFailed(messageOf(error));
  if (error.isNetworkError) return t.network;

  const items = invalidItemsOf(error);
  if (items.length > 0) return invalidItemsText(items, t);
  if (/out of stock/i.test(error.message)) return t.outOfStock;
  return error.message;
}

/** The quick order's error texts. */
export function quickOrderErrorText(error: unknown, t: Texts): string {
  if (error instanceof ApiError && error.isNetworkError) return t.network;
  const text =
    error instanceof ApiError && invalidItemsOf(error).length > 0
      ? orderErrorText(error, t)
      : messageOf(error);
  return t.submitFailed(text);
}
