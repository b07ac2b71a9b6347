import { describe, expect, it } from 'vitest';
import { makeOrder } from '../../../test/back-office';
import { customerChatMessage, customerChatUrl, phoneHistoryView, telHref } from './order-contact';

describe('order contact', () => {
  const order = makeOrder({
    id: 77,
    customer_name: 'Yassine',
    customer_phone: '+212612345678',
    customer_city: 'Rabat',
    total_amount: 398.1,
    delivery_fee: 30,
    items: [
      {
        id: 1,
        product_id: 3,
        size: 'L',
        quantity: 2,
        price: 199.05,
        original_price: 249,
        pre_order: false,
        expected_ship_date: null,
        offer: null,
        discount: 0,
        product: { name: 'Grit Hoodie', image: null, price: 249, prix_reduction: 199.05 },
      },
    ],
  });

  it('writes the confirmation message in the shop voice with order, items, totals and city', () => {
    const text = customerChatMessage(order);
    expect(text.split('\n')[0]).toBe('Hello Yassine, this is VIGOR. Could you confirm your order #77?');
    expect(text).toContain('- Grit Hoodie (L) x2: 398.10 dh');
    expect(text).toContain('Total: 398.10 dh');
    expect(text).toContain('Delivery: 30.00 dh');
    expect(text).toContain('To pay on delivery: 428.10 dh');
    expect(text).toContain('City: Rabat');
    expect(text).not.toContain('I would like to confirm');
  });

  it('links to the customer phone, not the shop', () => {
    const url = new URL(customerChatUrl(order));
    expect(url.origin + url.pathname).toBe('https://wa.me/212612345678');
    expect(url.searchParams.get('text')).toBe(customerChatMessage(order));
    expect(telHref('+212612345678')).toBe('tel:+212612345678');
    expect(telHref('06 12 34 56 78')).toBe('tel:+212612345678');
  });

  it('describes the earlier orders of the phone, as the API counts them', () => {
    expect(phoneHistoryView({ orders: 0, canceled: 0, delivered: 0 })).toEqual({
      text: 'New customer',
      warning: false,
      repeat: false,
    });
    expect(phoneHistoryView(undefined).text).toBe('New customer');
    expect(phoneHistoryView({ orders: 1, canceled: 0, delivered: 1 }).text).toBe('1 earlier order');
    expect(phoneHistoryView({ orders: 4, canceled: 2, delivered: 1 })).toEqual({
      text: '4 earlier orders, 2 canceled',
      warning: true,
      repeat: true,
    });
  });
});
