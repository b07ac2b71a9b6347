import { localePath, type Lang, type Order, type PhoneHistory } from '@vigor/shared';
import { brand } from '../../../config/brand';
import { paths } from '../../../config/paths';
import { orderChatMessage, type ChatOrder } from '../../../lib/order-chat-message';

export function toChatOrder(order: Order): ChatOrder {
  return {
    id: order.id,
    customer_city: order.customer_city,
    total_amount: order.total_amount,
    delivery_fee: order.delivery_fee ?? 0,
    items: order.items.map((item) => ({
      name: item.product?.name || 'Unknown Product',
      size: item.size,
      quantity: item.quantity,
      price: item.price,
    })),
  };
}

/**
 * The message staff send to a customer to confirm an order. It reuses the shop's order message
 * (items, total, delivery, cash to pay, city) and only swaps its opening line, which is written
 * in the shopper's voice, for one in the shop's voice.
 */
export function customerChatMessage(order: Order): string {
  const [, ...details] = orderChatMessage(toChatOrder(order)).split('\n');
  return [
    `Hello ${order.customer_name}, this is ${brand.name}. Could you confirm your order #${order.id}?`,
    ...details,
  ].join('\n');
}

/**
 * The address of an order's page in its language, by its random reference, for a message to the
 * customer. The back office is a browser-only screen on the shop's own origin.
 */
export function orderPageUrl(order: { reference: string; language: Lang }): string {
  return `${window.location.origin}${localePath(order.language, paths.order(order.reference))}`;
}

/** Digits only, as tel: and wa.me want them; the API stores phones as +212XXXXXXXXX. */
function phoneDigits(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  // A local 0XXXXXXXXX number (older rows) becomes 212XXXXXXXXX.
  return /^0\d{9}$/.test(digits) ? `212${digits.slice(1)}` : digits;
}

export function telHref(phone: string): string {
  return `tel:+${phoneDigits(phone)}`;
}

/** The wa.me link that opens a chat with this phone, `text` prefilled. */
export function whatsappHref(phone: string, text: string): string {
  return `https://wa.me/${phoneDigits(phone)}?text=${encodeURIComponent(text)}`;
}

/** The wa.me link that opens a chat with the customer, the confirmation message prefilled. */
export function customerChatUrl(order: Order): string {
  return whatsappHref(order.customer_phone, customerChatMessage(order));
}

export interface PhoneHistoryView {
  text: string;
  /** Earlier orders of this phone were canceled: a possible no-show. */
  warning: boolean;
  /** The phone ordered before. */
  repeat: boolean;
}

/**
 * The badge next to an order's phone: the number's orders placed before this one and how many of
 * them were canceled (the API counts only those).
 */
export function phoneHistoryView(history: PhoneHistory | null | undefined): PhoneHistoryView {
  const orders = history?.orders ?? 0;
  const canceled = history?.canceled ?? 0;
  if (orders <= 0) return { text: 'New customer', warning: false, repeat: false };
  const parts = [`${orders} earlier order${orders === 1 ? '' : 's'}`];
  if (canceled > 0) parts.push(`${canceled} canceled`);
  return { text: parts.join(', '), warning: canceled > 0, repeat: true };
}
