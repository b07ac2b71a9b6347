import { BLOCKED_ORDER_MESSAGE, type InvalidItem, type OrderLimits } from '@vigor/shared';
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

/**
 * A refusal by the shoppers' limits (the body names the limit and its value) or by the blocklist
 * (the neutral message, which names nothing), in the page's language; null for other errors.
 */
function guardText(error: ApiError, t: Texts): string | null {
  if (error.message === BLOCKED_ORDER_MESSAGE) return t.notOnline;
  const body = error.body as { limit?: keyof OrderLimits; value?: unknown } | null;
  if (!body?.limit || typeof body.value !== 'number') return null;
  switch (body.limit) {
    case 'units_per_line':
      return t.unitsPerLine(body.value);
    case 'units_per_order':
      return t.unitsPerOrder(body.value);
    case 'orders_per_phone_per_day':
    case 'orders_per_session_per_day':
      return t.ordersToday(body.value);
    case 'orders_per_address_per_hour':
      return t.ordersFromNetwork;
  }
}

/** The order error catalogue, for the cart checkout. */
export function orderErrorText(error: unknown, t: Texts): string {
  if (!(error instanceof ApiError)) return t.createFailed(messageOf(error));
  if (error.isNetworkError) return t.network;

  const items = invalidItemsOf(error);
  if (items.length > 0) return invalidItemsText(items, t);
  const refused = guardText(error, t);
  if (refused) return refused;
  if (/out of stock/i.test(error.message)) return t.outOfStock;
  return error.message;
}

/** The quick order's error texts. */
export function quickOrderErrorText(error: unknown, t: Texts): string {
  if (error instanceof ApiError && error.isNetworkError) return t.network;
  const text =
    error instanceof ApiError && invalidItemsOf(error).length > 0
      ? orderErrorText(error, t)
      : (error instanceof ApiError && guardText(error, t)) || messageOf(error);
  return t.submitFailed(text);
}
