import { amountToPay, formatPrice, lineTotal } from '@vigor/shared';
import { brand, chatUrl } from '../config/brand';

/** What a confirmation message needs to know about an order (an OrderReceipt fits, as does a mapped Order). */
export interface ChatOrder {
  id: number;
  customer_city: string;
  total_amount: number;
  delivery_fee: number;
  items: readonly { name: string; size: string; quantity: number; price: number }[];
}

/**
 * The message a shopper sends to the shop's chat to confirm an order; the back office reuses
 * it to write to a customer. Pure: the same order gives the same text.
 */
export function orderChatMessage(order: ChatOrder): string {
  const lines = order.items.map(
    (item) =>
      `- ${item.name} (${item.size}) x${item.quantity}: ${formatPrice(lineTotal(item.price, item.quantity))}`,
  );
  const toPay = amountToPay(order.total_amount, order.delivery_fee);
  return [
    `Hello ${brand.name}! I would like to confirm my order #${order.id}.`,
    'Items:',
    ...lines,
    `Total: ${formatPrice(order.total_amount)}`,
    `Delivery: ${order.delivery_fee > 0 ? formatPrice(order.delivery_fee) : 'Free'}`,
    `To pay on delivery: ${formatPrice(toPay)}`,
    `City: ${order.customer_city}`,
  ].join('\n');
}

/** The wa.me link that opens the shop's chat with the order's confirmation message. */
export function orderChatUrl(order: ChatOrder): string {
  return chatUrl(orderChatMessage(order));
}
