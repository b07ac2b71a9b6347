import { fillTemplate, formatPrice, itemsText, type DeskOrderDetail } from '@vigor/shared';
import { brand } from '../../../config/brand';
import { orderPageUrl } from '../../admin-shell';

/** The desk's WhatsApp message for an order: a settings template filled with the order's fields. */
export function whatsappText(order: DeskOrderDetail, template: string): string {
  return fillTemplate(template, {
    shop: brand.name,
    name: order.customer_name,
    order: String(order.id),
    total: formatPrice(order.cash_to_collect),
    items: itemsText(order.items),
    city: order.customer_city,
    address: order.customer_address ?? '',
    link: orderPageUrl(order),
  });
}
