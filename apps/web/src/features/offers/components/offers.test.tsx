import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeCartItem, makeProduct, mockApi, orderCreated, renderApp } from '../../../test/test-utils';
import type { QuickCartState } from '../../quick-cart';

const beanie = makeProduct({
  id: 8,
  name: 'Atlas Beanie',
  price: 99,
  sizes: [{ size: 'One Size', quantity: 5, available: 5 }],
});
const hoodie = makeProduct({
  id: 7,
  name: 'Atlas Hoodie',
  price: 249,
  offers: {
    tiers: [{ min_qty: 2, percent_off: 10, amount_off: null, unit_price: 224.1, saving: 49.8 }],
    addons: [{ product_id: 8, offer_price: 79, product: beanie }],
  },
});
const state: QuickCartState = { product: hoodie, quantity: 1, size: 'M', quickCartItemId: 91 };

describe('Offers in the quick-order form', () => {
  it('takes a tier and an add-on in one tap each, and orders at the totals shown', async () => {
    const api = mockApi({
      'POST /api/quick-cart/submit-order': { status: 201, body: orderCreated({ id: 5 }) },
    });
    renderApp('/QuickCart', state);
    const tiers = await screen.findByRole('group', { name: 'Buy more, pay less' });
    expect(within(tiers).getByRole('radio', { name: /1 ×\s*249\.00 dh/ })).toBeChecked();
    fireEvent.click(within(tiers).getByRole('radio', { name: /2 ×\s*224\.10 dh\s*you save 49\.80 dh/ }));
    expect(screen.getByTestId('subtotal')).toHaveTextContent('448.20 dh');

    const addons = screen.getByRole('region', { name: 'Complete your order' });
    expect(addons).toHaveTextContent('Add the Atlas Beanie for 79.00 dh instead of 99.00 dh');
    fireEvent.click(within(addons).getByRole('button', { name: 'ADD' }));
    expect(screen.getByTestId('subtotal')).toHaveTextContent('527.20 dh');
    expect(screen.getByTestId('offer-savings')).toHaveTextContent('you save 69.80 dh');

    fireEvent.click(screen.getByRole('button', { name: 'CHECK OUT' }));
    fireEvent.change(screen.getByLabelText('Full name *'), { target: { value: 'Sara' } });
    fireEvent.change(screen.getByLabelText('Phone *'), { target: { value: '+212 7 11 22 33 44' } });
    fireEvent.change(screen.getByLabelText('City *'), { target: { value: 'Tanger' } });
    fireEvent.click(screen.getByRole('button', { name: 'PLACE ORDER' }));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    const [call] = api.callsTo('POST /api/quick-cart/submit-order');
    expect(call?.body).toMatchObject({
      items: [
        { product_id: 7, size: 'M', quantity: 2 },
        { product_id: 8, size: 'One Size', quantity: 1 },
      ],
      expected_totals: { total_amount: 527.2 },
    });
  });
});

describe('Offers in the cart', () => {
  it('prices the lines with the tier they reach, sets a quantity from a tier and adds an add-on in one tap', async () => {
    const line = makeCartItem({ id: 1, product: hoodie, quantity: 2 });
    const api = mockApi({
      'GET /api/carts': { body: { data: [line] } },
      'PUT /api/carts/1': { body: { data: { ...line, quantity: 1 } } },
      'POST /api/carts': { status: 201, body: { data: makeCartItem({ id: 2, product: beanie }) } },
    });
    renderApp('/cart');
    const tiers = await screen.findByRole('group', { name: 'Buy more, pay less' });
    expect(within(tiers).getByRole('radio', { name: /2 ×/ })).toBeChecked();
    expect(screen.getByTestId('subtotal')).toHaveTextContent('448.20 dh');
    expect(screen.getByTestId('offer-savings')).toHaveTextContent('you save 49.80 dh');

    fireEvent.click(screen.getByRole('region', { name: 'Complete your order' }).querySelector('button')!);
    await waitFor(() => expect(api.callsTo('POST /api/carts')).toHaveLength(1));
    expect(api.callsTo('POST /api/carts')[0]?.body).toMatchObject({
      product_id: 8,
      quantity: 1,
      size: 'One Size',
    });

    fireEvent.click(within(tiers).getByRole('radio', { name: /1 ×/ }));
    await waitFor(() => expect(api.callsTo('PUT /api/carts/1')[0]?.body).toMatchObject({ quantity: 1 }));
  });
});
