import { changedTotalsOf, orderRefusalOf, type InvalidItem } from '@vigor/shared';
import { ApiError, messageOf } from '../../../lib/api-client';
import type { PageMessages } from '../../../messages/pages/en';

/** The checkout's texts in the page's language (messages/*.ts `checkout`). */
type Texts = PageMessages['checkout'];

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
 * Why the server did not take an order, in the page's language: the lines it could not serve,
 * the refusal it names (packages/shared OrderRefusal), else what the answer's status and field
 * errors say. Only an English page shows the server's own message.
 */
function refusalText(error: ApiError, t: Texts): string {
  const items = invalidItemsOf(error);
  if (items.length > 0) return invalidItemsText(items, t);
  const totals = changedTotalsOf(error.body);
  if (totals) return t.totalsChanged(totals.total_amount, totals.delivery_fee, totals.cash_to_collect);
  const refusal = orderRefusalOf(error.body);
  if (refusal?.code === 'order_refused') return t.refused.order;
  if (refusal?.code === 'order_limit') return t.refused.limit(refusal.limit, refusal.value);
  if (error.status === 429) return t.refused.tooMany;
  if (error.status === 503) return t.refused.unavailable;
  const fields = (error.body as { errors?: unknown } | null)?.errors;
  if (error.status === 400 && typeof fields === 'object' && fields !== null) {
    if ('customer_phone' in fields) return t.invalidPhone;
    if ('customer_city' in fields) return t.unknownCity;
    if ('customer_address' in fields) return t.addressTooLong;
    return t.required;
  }
  if (/out of stock/i.test(error.message)) return t.outOfStock;
  return t.refused.other(error.message);
}

/** Why an order was not placed, for the cart and the quick order. */
export function orderErrorText(error: unknown, t: Texts): string {
  if (!(error instanceof ApiError)) return t.createFailed(messageOf(error));
  if (error.isNetworkError) return t.network;
  return refusalText(error, t);
}
