import { describe, expect, it } from 'vitest';
import { orderChatMessage, orderChatUrl } from './order-chat-message';

const order = {
  id: 1234,
  customer_city: 'Rabat',
  total_amount: 547,
  delivery_fee: 30,
  items: [
    { name: 'Shadow Hoodie', size: 'L', quantity: 2, price: 249 },
    { name: 'Grit Beanie', size: 'One Size', quantity: 1, price: 49 },
  ],
};

describe('orderChatMessage', () => {
  it('names the order number, items, total and city in dh', () => {
    const text = orderChatMessage(order);
    expect(text).toContain('#1234');
    expect(text).toContain('- Shadow Hoodie (L) x2: 498.00 dh');
    expect(text).toContain('- Grit Beanie (One Size) x1: 49.00 dh');
    expect(text).toContain('Total: 547.00 dh');
    expect(text).toContain('Delivery: 30.00 dh');
    expect(text).toContain('To pay on delivery: 577.00 dh');
    expect(text).toContain('City: Rabat');
    expect(text).not.toContain('$');
  });

  it('says Free when there is no delivery fee', () => {
    expect(orderChatMessage({ ...order, delivery_fee: 0 })).toContain('Delivery: Free');
  });

  it('builds a wa.me link with the encoded message', () => {
    const url = new URL(orderChatUrl(order));
    expect(url.origin).toBe('https://wa.me');
    expect(url.searchParams.get('text')).toBe(orderChatMessage(order));
  });
});
