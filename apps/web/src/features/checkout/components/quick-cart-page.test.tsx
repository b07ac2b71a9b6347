import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makePage, makeProduct, mockApi, orderCreated, renderApp } from '../../../test/test-utils';
import type { QuickCartState } from '../../quick-cart';
import en from '../../../messages/pages/en';
import fr from '../../../messages/pages/fr';

const product = makeProduct({ id: 7, name: 'Shadow Hoodie', price: 300 });
const state: QuickCartState = {
  product,
  quantity: 2,
  size: 'L',
  quickCartItemId: 91,
  originalCartItemId: 55,
};

function submitForm() {
  fireEvent.click(screen.getByRole('button', { name: 'CHECK OUT' }));
  fireEvent.change(screen.getByLabelText('Full name *'), { target: { value: 'Sara' } });
  fireEvent.change(screen.getByLabelText('Phone *'), { target: { value: '+212 7 11 22 33 44' } });
  fireEvent.change(screen.getByLabelText('City *'), { target: { value: 'Tanger' } });
  fireEvent.click(screen.getByRole('button', { name: 'PLACE ORDER' }));
}

describe('Quick order', () => {
  it('says so when no product was chosen', async () => {
    mockApi();
    renderApp('/QuickCart');
    expect(await screen.findByText('No items selected for quick order')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'SHOP NOW' })).toHaveAttribute('href', '/shop');
  });

  it('shows the item and totals, 600 dh ships free', async () => {
    mockApi();
    renderApp('/QuickCart', state);
    expect(await screen.findByRole('heading', { name: 'QUICK ORDER' })).toBeInTheDocument();
    expect(screen.getByText('Size: L')).toBeInTheDocument();
    expect(screen.getByTestId('subtotal')).toHaveTextContent('600.00 dh');
    await waitFor(() => expect(screen.getByTestId('delivery')).toHaveTextContent('Free'));
  });

  it('shows the new totals when the price changed since the product page, and places at those', async () => {
    const api = mockApi({
      'POST /api/quick-cart/submit-order': (call) =>
        (call.body as { expected_totals: { total_amount: number } }).expected_totals.total_amount === 640
          ? { status: 201, body: orderCreated({ id: 5 }) }
          : {
              status: 409,
              body: {
                success: false,
                message: 'The total changed while you were ordering.',
                code: 'totals_changed',
                totals: { total_amount: 640, delivery_fee: 0, cash_to_collect: 640 },
              },
            },
    });
    renderApp('/QuickCart', state);
    await screen.findByRole('heading', { name: 'QUICK ORDER' });
    submitForm();
    expect(await screen.findByText(en.checkout.totalsChanged(640, 0, 640))).toBeInTheDocument();
    expect(en.checkout.totalsChanged(640, 0, 640)).toContain('free delivery = 640.00 dh');
    expect(screen.getByTestId('subtotal')).toHaveTextContent('640.00 dh');
    expect(screen.getByTestId('total')).toHaveTextContent('640.00 dh');
    fireEvent.click(screen.getByRole('button', { name: 'PLACE ORDER' }));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    const [, second] = api.callsTo('POST /api/quick-cart/submit-order');
    expect(second?.body).toMatchObject({ expected_totals: { total_amount: 640, delivery_fee: 0 } });
  });

  it('submits the order, confirms, and returns to the shop when the countdown ends', async () => {
    const api = mockApi({
      'POST /api/quick-cart/submit-order': { status: 201, body: orderCreated({ id: 5 }) },
      'GET /api/products': { body: makePage([]) },
    });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { router } = renderApp('/QuickCart', state);
    await screen.findByRole('heading', { name: 'QUICK ORDER' });
    submitForm();
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    expect(screen.getByText('Order submitted successfully!')).toBeInTheDocument();
    const [call] = api.callsTo('POST /api/quick-cart/submit-order');
    expect(call?.body).toEqual({
      customer_name: 'Sara',
      customer_phone: '+212 7 11 22 33 44',
      customer_city: 'Tanger',
      language: 'en',
      items: [{ product_id: 7, quantity: 2, size: 'L', price: 300 }],
      original_cart_item_id: 55,
      event_id: call?.headers['Idempotency-Key'],
      expected_totals: { total_amount: 600, delivery_fee: 0 },
    });
    expect(call?.headers['Idempotency-Key']).toBeTruthy();

    expect(screen.getByText('Returning to the shop in 10 seconds.')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(9000);
    });
    expect(router.state.location.pathname).toBe('/QuickCart');
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    vi.useRealTimers();
    await waitFor(() => expect(router.state.location.pathname).toBe('/shop'));
    await screen.findByText('No products available for the selected filter.');
  });

  it('shows the quick order failure texts', async () => {
    mockApi({
      'POST /api/quick-cart/submit-order': { status: 409, body: { message: 'Product is not available' } },
    });
    renderApp('/QuickCart', state);
    await screen.findByRole('heading', { name: 'QUICK ORDER' });
    submitForm();
    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(alert).toHaveTextContent('Product is not available'));
  });

  it('says in French why the server refused a French order, not in the server message', async () => {
    const user = userEvent.setup();
    mockApi({
      'POST /api/quick-cart/submit-order': {
        status: 422,
        body: {
          message: 'You can order at most 10 units of one size. Please lower the quantity.',
          code: 'order_limit',
          limit: 'units_per_line',
          value: 10,
        },
      },
    });
    renderApp('/fr/QuickCart', state);
    await screen.findByRole('heading', { name: fr.quick.heading });
    await user.click(screen.getByRole('button', { name: fr.cart.checkout }));
    await user.type(screen.getByLabelText(fr.checkout.name), 'Sara');
    await user.type(screen.getByLabelText(fr.checkout.phone), '+212 7 11 22 33 44');
    await user.type(screen.getByLabelText(fr.checkout.city), 'Tanger');
    await user.click(screen.getByRole('button', { name: fr.checkout.place }));
    expect(await screen.findByText(fr.checkout.refused.limit('units_per_line', 10))).toBeInTheDocument();
    expect(screen.queryByText(/at most 10 units/)).not.toBeInTheDocument();
  });

  it('shows the network failure text', async () => {
    mockApi({ 'POST /api/quick-cart/submit-order': { networkError: true } });
    renderApp('/QuickCart', state);
    await screen.findByRole('heading', { name: 'QUICK ORDER' });
    submitForm();
    const text = await screen.findByText('Failed to submit order. Please try again.');
    // Said in the form, above its buttons, not in a notification that closes by itself.
    expect(screen.getByRole('alert')).toContainElement(text);
    expect(screen.queryByRole('button', { name: 'Close notification' })).not.toBeInTheDocument();
  });

  it('keeps the typed phone for the desk once it is valid, and says what it is for', async () => {
    const api = mockApi({ 'POST /api/leads': { body: { success: true, message: 'Saved' } } });
    renderApp('/QuickCart', state);
    await screen.findByRole('heading', { name: 'QUICK ORDER' });
    fireEvent.click(screen.getByRole('button', { name: 'CHECK OUT' }));
    expect(screen.getByText('We use your phone number only to confirm your order.')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Phone *'), { target: { value: '06 12' } });
    fireEvent.change(screen.getByLabelText('Full name *'), { target: { value: 'Sara' } });
    fireEvent.change(screen.getByLabelText('Phone *'), { target: { value: '06 12 34 56 78' } });
    await waitFor(() => expect(api.callsTo('POST /api/leads')).toHaveLength(1));
    expect(api.callsTo('POST /api/leads')[0]?.body).toEqual({
      customer_phone: '+212612345678',
      customer_name: 'Sara',
      source: 'quick-cart',
      language: 'en',
    });
  });

  it("says the shoppers' limits and the blocklist's neutral refusal in the page's language", async () => {
    const refusals = [
      {
        status: 429,
        body: {
          message: 'You have placed 3 orders today…',
          code: 'order_limit',
          limit: 'orders_per_phone_per_day',
          value: 3,
        },
      },
      {
        status: 422,
        body: {
          message: 'We cannot take this order online. Please contact us to order.',
          code: 'order_refused',
        },
      },
    ];
    mockApi({ 'POST /api/quick-cart/submit-order': () => refusals.shift()! });
    renderApp('/fr/QuickCart', state);
    await screen.findByRole('heading', { name: 'COMMANDE RAPIDE' });
    fireEvent.click(screen.getByRole('button', { name: 'COMMANDER' }));
    fireEvent.change(screen.getByLabelText('Nom complet *'), { target: { value: 'Sara' } });
    fireEvent.change(screen.getByLabelText('Téléphone *'), { target: { value: '+212 7 11 22 33 44' } });
    fireEvent.change(screen.getByLabelText('Ville *'), { target: { value: 'Tanger' } });
    fireEvent.click(screen.getByRole('button', { name: 'VALIDER LA COMMANDE' }));
    expect(
      await screen.findByText(fr.checkout.refused.limit('orders_per_phone_per_day', 3)),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'VALIDER LA COMMANDE' }));
    expect(await screen.findByText(fr.checkout.refused.order)).toBeInTheDocument();
    // With what the shopper can do about it: the shop's phone and its WhatsApp chat, in French.
    const alert = screen.getByRole('alert');
    expect(within(alert).getByRole('link', { name: '+212 6 00 00 00 00' })).toHaveAttribute(
      'href',
      'tel:+212600000000',
    );
    const chat = within(alert).getByRole('link', { name: new RegExp(fr.checkout.contact.whatsapp) });
    expect(chat.getAttribute('href')).toBe(
      `https://wa.me/212600000000?text=${encodeURIComponent(fr.checkout.contact.greeting)}`,
    );
    // The way back stays in reach.
    expect(screen.getByRole('button', { name: fr.quick.back })).toBeEnabled();
  });
});

describe('The address at quick order', () => {
  it('sends the address typed with the quick order', async () => {
    const api = mockApi({
      'POST /api/quick-cart/submit-order': { status: 201, body: orderCreated({ id: 6 }) },
    });
    renderApp('/QuickCart', state);
    await screen.findByRole('heading', { name: 'QUICK ORDER' });
    fireEvent.click(screen.getByRole('button', { name: 'CHECK OUT' }));
    const address = screen.getByRole('textbox', { name: 'Address (optional)' });
    expect(address).toHaveAccessibleDescription(
      'It helps the courier find you. We can complete it when we call.',
    );
    fireEvent.change(screen.getByLabelText('Full name *'), { target: { value: 'Sara' } });
    fireEvent.change(screen.getByLabelText('Phone *'), { target: { value: '+212 7 11 22 33 44' } });
    fireEvent.change(screen.getByLabelText('City *'), { target: { value: 'Tanger' } });
    fireEvent.change(address, { target: { value: 'Hay Riad, immeuble 4' } });
    fireEvent.click(screen.getByRole('button', { name: 'PLACE ORDER' }));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    expect(api.callsTo('POST /api/quick-cart/submit-order')[0]?.body).toMatchObject({
      customer_city: 'Tanger',
      customer_address: 'Hay Riad, immeuble 4',
    });
  });
});

describe('The address with the lead', () => {
  it('keeps the address typed for the desk with the phone', async () => {
    const api = mockApi({ 'POST /api/leads': { body: { success: true, message: 'Saved' } } });
    renderApp('/QuickCart', state);
    await screen.findByRole('heading', { name: 'QUICK ORDER' });
    fireEvent.click(screen.getByRole('button', { name: 'CHECK OUT' }));
    fireEvent.change(screen.getByLabelText('Address (optional)'), { target: { value: ' Hay Riad ' } });
    fireEvent.change(screen.getByLabelText('Phone *'), { target: { value: '06 12 34 56 78' } });
    await waitFor(() => expect(api.callsTo('POST /api/leads')).toHaveLength(1));
    expect(api.callsTo('POST /api/leads')[0]?.body).toEqual({
      customer_phone: '+212612345678',
      customer_address: 'Hay Riad',
      source: 'quick-cart',
      language: 'en',
    });
  });
});
