import { cashToCollect, formatPrice, lineTotal, type Lang } from '@vigor/shared';
import { chatUrl } from '../config/brand';
import { pageMessagesOf } from './i18n';
import { sizeLabel } from './size-label';

/** What a confirmation message needs to know about an order (an OrderReceipt fits, as does a mapped Order). */
export interface ChatOrder {
  id: number;
  customer_city: string;
  total_amount: number;
  delivery_fee: number;
  items: readonly { name: string; size: string; quantity: number; price: number }[];
}

/**
 * The message a shopper sends to the shop's chat to confirm an order, in the order's language
 * (English unless said); the back office reuses it to write to a customer. Pure: the same order
 * gives the same text.
 */
export function orderChatMessage(order: ChatOrder, lang: Lang = 'en'): string {
  const t = pageMessagesOf(lang);
  const price = (amount: number) => formatPrice(amount, lang);
  const lines = order.items.map(
    (item) =>
      `- ${item.name} (${sizeLabel(item.size, t)}) x${item.quantity}: ${price(lineTotal(item.price, item.quantity))}`,
  );
  const toPay = cashToCollect(order);
  return [
    t.order.chat.hello(order.id),
    t.order.chat.items,
    ...lines,
    `${t.order.chat.total}${price(order.total_amount)}`,
    `${t.order.chat.delivery}${order.delivery_fee > 0 ? price(order.delivery_fee) : t.checkout.free}`,
    `${t.order.chat.toPay}${price(toPay)}`,
    `${t.order.chat.city}${order.customer_city}`,
  ].join('\n');
}

/** The wa.me link that opens the shop's chat with the order's confirmation message. */
export function orderChatUrl(order: ChatOrder, lang: Lang = 'en'): string {
  return chatUrl(orderChatMessage(order, lang));
}
