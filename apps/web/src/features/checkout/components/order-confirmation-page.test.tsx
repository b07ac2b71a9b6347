import { screen, within } from '@testing-library/react';
import { ORDER_STATUSES, type Lang, type OrderStatus } from '@vigor/shared';
import { describe, expect, it } from 'vitest';
import { mockApi, orderCreated, renderApp } from '../../../test/test-utils';
import ar from '../../../messages/pages/ar';
import en from '../../../messages/pages/en';
import fr from '../../../messages/pages/fr';

const messagesOf = (lang: Lang) => ({ en, fr, ar })[lang];

const REFERENCE = 'q9Zt_3kLm-8xYp2Rw7VbNa';

function receipt(status: OrderStatus) {
  return orderCreated({
    id: 42,
    reference: REFERENCE,
    status,
    customer_city: 'Rabat',
    total_amount: 300,
    delivery_fee: 35,
    items: [
      {
        name: 'Shadow Hoodie',
        size: 'L',
        quantity: 2,
        price: 100,
        unit_price: 100,
        offer: null,
        discount: 0,
        pre_order: false,
        expected_ship_date: null,
      },
      {
        name: 'Cap',
        size: 'S',
        quantity: 1,
        price: 100,
        unit_price: 100,
        offer: null,
        discount: 0,
        pre_order: false,
        expected_ship_date: null,
      },
    ],
  }).data;
}

const prefix = (lang: Lang) => (lang === 'en' ? '' : `/${lang}`);

describe('the order page', () => {
  it.each(
    ORDER_STATUSES.flatMap((status) => (['en', 'fr', 'ar'] as const).map((lang) => [status, lang] as const)),
  )('says where a %s order is and what comes next (%s)', async (status, lang) => {
    const t = messagesOf(lang).order;
    const api = mockApi({ [`GET /api/sales/receipt/${REFERENCE}`]: { body: { data: receipt(status) } } });
    renderApp(`${prefix(lang)}/order/${REFERENCE}`);
    const box = await screen.findByTestId('order-status');
    expect(box).toHaveTextContent(t.status[status].label);
    expect(box).toHaveTextContent(t.status[status].now);
    expect(api.callsTo(`GET /api/sales/receipt/${REFERENCE}`)).toHaveLength(1);
    // Only an open order has a next step; "confirmed" is never said of an order not confirmed.
    const open = ['pending', 'contacted', 'confirmed', 'shipped'].includes(status);
    expect(screen.queryByRole('heading', { name: t.next }) !== null).toBe(open);
    if (status === 'pending') {
      expect(screen.getByText(t.call)).toBeInTheDocument();
      expect(box).not.toHaveTextContent(messagesOf(lang).order.status.confirmed.label);
    }
  });

  it('lists each item with its line total on the same row, and each amount with its label', async () => {
    mockApi({ [`GET /api/sales/receipt/${REFERENCE}`]: { body: { data: receipt('pending') } } });
    renderApp(`/order/${REFERENCE}`);
    const items = await screen.findByRole('list', { name: 'Items' });
    const rows = within(items).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      '2 x Shadow Hoodie (L)200.00 dh',
      '1 x Cap (S)100.00 dh',
    ]);
    expect(screen.getByTestId('subtotal').closest('.receipt__row')).toHaveTextContent('Subtotal300.00 dh');
    expect(screen.getByTestId('delivery').closest('.receipt__row')).toHaveTextContent(
      'Delivery to Rabat35.00 dh',
    );
    expect(screen.getByTestId('total').closest('.receipt__row')).toHaveTextContent(
      'Cash to pay on delivery335.00 dh',
    );
  });

  it('isolates the quantity, the Latin name and the size of each Arabic item line, in reading order', async () => {
    const order = receipt('pending');
    order.language = 'ar';
    order.items = [{ ...order.items[0]!, name: 'Atlas Hoodie Black', size: 'One Size' }];
    mockApi({ [`GET /api/sales/receipt/${REFERENCE}`]: { body: { data: order } } });
    renderApp(`/ar/order/${REFERENCE}`);
    const items = await screen.findByRole('list', { name: ar.checkout.thanks.items });
    const [row] = within(items).getAllByRole('listitem');
    const parts = [...row!.querySelectorAll('bdi')].map((bdi) => [bdi.className, bdi.textContent]);
    expect(parts).toEqual([
      ['item-line__quantity', '2'],
      ['item-line__name', 'Atlas Hoodie Black'],
      ['item-line__size', ar.product.oneSize],
      ['price-text receipt__amount', '200,00 درهم'],
    ]);
    // Nothing but neutral marks between the isolates: no letter to pull a neighbour out of place.
    expect(row!.querySelector('.item-line')!.textContent).toBe(
      `2 × Atlas Hoodie Black (${ar.product.oneSize})`,
    );
  });

  it('finds nothing by an id or an unknown reference', async () => {
    mockApi();
    renderApp('/order/42');
    expect(await screen.findByText(messagesOf('en').order.hidden)).toBeInTheDocument();
  });
});
