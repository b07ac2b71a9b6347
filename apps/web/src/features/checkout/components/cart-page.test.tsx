import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CartItem } from '@vigor/shared';
import { describe, expect, it, vi } from 'vitest';
import {
  deliverySettings,
  makeCartItem,
  makeProduct,
  mockApi,
  orderCreated,
  renderApp,
  type Reply,
} from '../../../test/test-utils';
import { scrollTo } from '../../../test/scroll-spies';
import ar from '../../../messages/pages/ar';
import en from '../../../messages/pages/en';
import fr from '../../../messages/pages/fr';

function cartWith(lines: CartItem[]) {
  return { 'GET /api/carts': { body: { data: lines } } };
}

const line = (id: number, price: number, quantity = 1, name = `Piece ${id}`) =>
  makeCartItem({ id, price, quantity, product: makeProduct({ id: id + 1000, name, price }) });

async function fillCheckout(
  user: ReturnType<typeof userEvent.setup>,
  values = { name: 'Amine', phone: '06 12 34 56 78', city: 'Casablanca' },
) {
  if (values.name) await user.type(screen.getByLabelText('Full name *'), values.name);
  if (values.phone) await user.type(screen.getByLabelText('Phone *'), values.phone);
  if (values.city) await user.type(screen.getByLabelText('City *'), values.city);
  await user.click(screen.getByRole('button', { name: 'PLACE ORDER' }));
}

describe('Cart', () => {
  it('shows the empty state', async () => {
    mockApi();
    renderApp('/cart');
    expect(await screen.findByText('YOUR CART IS EMPTY')).toBeInTheDocument();
    expect(screen.getByText('Add some VIGOR pieces to get started')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'SHOP NOW' })).toHaveAttribute('href', '/shop');
  });

  it.each([
    [598, 'Casablanca 20.00 dh, Other cities 35.00 dh', '598.00 dh + delivery'],
    [599, 'Free', '599.00 dh'],
    [650, 'Free', '650.00 dh'],
  ])('subtotal %i dh: delivery %s, total %s', async (price, delivery, total) => {
    mockApi(cartWith([line(1, price)]));
    renderApp('/cart');
    await screen.findByRole('link', { name: 'Piece 1' });
    expect(await screen.findByText('Free delivery on orders over 599 dh')).toBeInTheDocument();
    expect(screen.getByTestId('subtotal')).toHaveTextContent(`${price}.00 dh`);
    expect(screen.getByTestId('delivery')).toHaveTextContent(delivery);
    expect(screen.getByTestId('total')).toHaveTextContent(total);
  });

  it('totals only the selected lines, with select-all', async () => {
    const user = userEvent.setup();
    mockApi(cartWith([line(1, 100, 2), line(2, 450)]));
    renderApp('/cart');
    await screen.findByRole('link', { name: 'Piece 1' });
    await screen.findByText('Free delivery on orders over 599 dh');
    expect(screen.getByTestId('subtotal')).toHaveTextContent('650.00 dh');
    expect(screen.getByTestId('line-total-1')).toHaveTextContent('200.00 dh');
    await user.click(screen.getByRole('checkbox', { name: 'Select Piece 2 (M)' }));
    expect(screen.getByTestId('subtotal')).toHaveTextContent('200.00 dh');
    expect(screen.getByTestId('delivery')).toHaveTextContent('Casablanca 20.00 dh, Other cities 35.00 dh');
    expect(screen.getByTestId('total')).toHaveTextContent('200.00 dh + delivery');
    const all = screen.getByRole('checkbox', { name: /Select all/ });
    expect(all).not.toBeChecked();
    await user.click(all);
    expect(screen.getByTestId('subtotal')).toHaveTextContent('650.00 dh');
    await user.click(all);
    expect(screen.getByTestId('subtotal')).toHaveTextContent('0.00 dh');
    expect(screen.getByTestId('delivery')).toHaveTextContent('0.00 dh');
    await user.click(screen.getByRole('button', { name: 'CHECK OUT' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please select at least one item to order.');
  });

  it('changes a quantity with PUT; invalid text counts as 1, below 1 removes', async () => {
    const user = userEvent.setup();
    const puts: unknown[] = [];
    const api = mockApi({
      ...cartWith([line(1, 100, 3)]),
      'PUT /api/carts/1': (call) => {
        puts.push(call.body);
        return { body: { success: true, message: 'ok', data: null } };
      },
    });
    renderApp('/cart');
    await screen.findByRole('link', { name: 'Piece 1' });
    const input = screen.getByRole('textbox', { name: 'Quantity of Piece 1' });
    await user.click(screen.getByRole('button', { name: 'Increase quantity of piece 1' }));
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]).toEqual({ quantity: 4, size: 'M', price: 100 });
    await user.clear(input);
    await user.type(input, 'x{Enter}');
    await waitFor(() => expect(puts).toHaveLength(2));
    expect(puts[1]).toMatchObject({ quantity: 1 });
    await user.clear(input);
    await user.type(input, '0{Enter}');
    await waitFor(() => expect(puts).toHaveLength(3));
    expect(puts[2]).toMatchObject({ quantity: 0 });
    expect(api.callsTo('GET /api/carts').length).toBeGreaterThanOrEqual(3);
  });

  it('explains a refused quantity and reloads the cart', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      ...cartWith([line(1, 100, 1, 'Shadow Hoodie'), line(2, 100, 1, 'Grit Beanie')]),
      'PUT /api/carts/1': { status: 409, body: { message: 'Not enough stock', available_quantity: 2 } },
      'PUT /api/carts/2': { status: 409, body: { message: 'Not enough stock' } },
    });
    renderApp('/cart');
    await screen.findByRole('link', { name: 'Shadow Hoodie' });
    const before = api.callsTo('GET /api/carts').length;
    await user.click(screen.getByRole('button', { name: 'Increase quantity of shadow hoodie' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Cannot set quantity for Shadow Hoodie. Available stock: 2',
    );
    await waitFor(() => expect(api.callsTo('GET /api/carts').length).toBeGreaterThan(before));
    await user.click(screen.getByRole('button', { name: 'Increase quantity of grit beanie' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Quantity exceeds available stock. Please reduce the quantity.',
      ),
    );
  });

  it('removes a line, and explains a failed removal', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      ...cartWith([line(1, 100), line(2, 100)]),
      'DELETE /api/carts/1': { body: { success: true, message: 'Removed' } },
      'DELETE /api/carts/2': { status: 500, body: { message: 'x' } },
    });
    renderApp('/cart');
    await screen.findByRole('link', { name: 'Piece 1' });
    await user.click(screen.getByRole('button', { name: 'Remove Piece 1' }));
    await waitFor(() => expect(api.callsTo('DELETE /api/carts/1')).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'Remove Piece 2' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to remove item. Please try again.');
  });

  it('validates the checkout form', async () => {
    const user = userEvent.setup();
    const api = mockApi(cartWith([line(1, 100)]));
    renderApp('/cart');
    await screen.findByRole('link', { name: 'Piece 1' });
    await user.click(screen.getByRole('button', { name: 'CHECK OUT' }));
    expect(screen.getByRole('heading', { name: 'CHECK OUT', level: 1 })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'PLACE ORDER' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill in all required fields.');
    await fillCheckout(user, { name: 'Amine', phone: '12345', city: 'Fes' });
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a Moroccan phone number');
    expect(api.callsTo('POST /api/sales')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'BACK TO CART' }));
    expect(screen.getByRole('heading', { name: 'YOUR CART', level: 1 })).toBeInTheDocument();
  });

  it.each([
    ['/cart', en],
    ['/fr/cart', fr],
    ['/ar/cart', ar],
  ])('says in the page language why the server refused the order (%s)', async (path, t) => {
    const user = userEvent.setup();
    const refusals: Reply[] = [
      {
        status: 429,
        body: {
          message:
            'You have placed 3 orders today, the most we take in one day. Please call us to order more.',
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
      { status: 503, body: { message: 'The store is briefly unavailable. Please try again.' } },
    ];
    const api = mockApi({ ...cartWith([line(1, 100)]), 'POST /api/sales': () => refusals.shift()! });
    renderApp(path);
    await screen.findByRole('link', { name: 'Piece 1' });
    await user.click(screen.getByRole('button', { name: t.cart.checkout }));
    await user.type(screen.getByLabelText(t.checkout.name), 'Amine');
    await user.type(screen.getByLabelText(t.checkout.phone), '06 12 34 56 78');
    await user.type(screen.getByLabelText(t.checkout.city), 'Casablanca');
    const place = screen.getByRole('button', { name: t.checkout.place });
    await user.click(place);
    expect(
      await screen.findByText(t.checkout.refused.limit('orders_per_phone_per_day', 3)),
    ).toBeInTheDocument();
    await user.click(place);
    expect(await screen.findByText(t.checkout.refused.order)).toBeInTheDocument();
    await user.click(place);
    expect(await screen.findByText(t.checkout.refused.unavailable)).toBeInTheDocument();
    expect(api.callsTo('POST /api/sales')).toHaveLength(3);
  });

  it('orders the selected lines with an Idempotency-Key and shows the thank-you overlay', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      ...cartWith([line(1, 100), line(2, 200)]),
      'POST /api/sales': {
        status: 201,
        body: orderCreated({
          id: 77,
          total_amount: 100,
          delivery_fee: 30,
          customer_city: 'Casablanca',
          items: [
            {
              name: 'Piece 1',
              size: 'M',
              quantity: 1,
              price: 100,
              unit_price: 100,
              offer: null,
              discount: 0,
              pre_order: false,
              expected_ship_date: null,
            },
          ],
        }),
      },
    });
    renderApp('/cart');
    await screen.findByRole('link', { name: 'Piece 1' });
    await user.click(screen.getByRole('checkbox', { name: 'Select Piece 2 (M)' }));
    await user.click(screen.getByRole('button', { name: 'CHECK OUT' }));
    await fillCheckout(user);
    const dialog = await screen.findByRole('dialog');
    const [call] = api.callsTo('POST /api/sales');
    expect(call?.body).toEqual({
      customer_name: 'Amine',
      customer_phone: '06 12 34 56 78',
      customer_city: 'Casablanca',
      language: 'en',
      cart_ids: [1],
      // The pixels' Lead and the server's events share the attempt's key as their id.
      event_id: call?.headers['Idempotency-Key'],
      // What the summary showed: the server refuses the order if it would charge anything else.
      expected_totals: { total_amount: 100, delivery_fee: 20 },
    });
    expect(call?.headers['Idempotency-Key']).toMatch(/^[\w-]{8,}$/);
    expect(within(dialog).getByText('THANK YOU FOR YOUR ORDER!')).toBeInTheDocument();
    expect(within(dialog).getByText('شكراً على طلبك!')).toHaveAttribute('lang', 'ar');
    expect(within(dialog).getByText('#77')).toBeInTheDocument();
    const chat = within(dialog).getByRole('link', { name: /CONFIRM ON WHATSAPP/ });
    const text = new URL(chat.getAttribute('href') ?? '').searchParams.get('text') ?? '';
    expect(text).toContain('#77');
    expect(text).toContain('Piece 1 (M) x1');
    expect(text).toContain('City: Casablanca');
    expect(chat).toHaveAttribute('target', '_blank');
  });

  it('the countdown end only closes the overlay on /cart', async () => {
    mockApi({
      ...cartWith([line(1, 100)]),
      'POST /api/sales': { status: 201, body: orderCreated() },
    });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { router } = renderApp('/cart');
    await screen.findByRole('link', { name: 'Piece 1' });
    fireEvent.click(screen.getByRole('button', { name: 'CHECK OUT' }));
    fireEvent.change(screen.getByLabelText('Full name *'), { target: { value: 'Amine' } });
    fireEvent.change(screen.getByLabelText('Phone *'), { target: { value: '0612345678' } });
    fireEvent.change(screen.getByLabelText('City *'), { target: { value: 'Rabat' } });
    fireEvent.click(screen.getByRole('button', { name: 'PLACE ORDER' }));
    await screen.findByRole('dialog');
    expect(screen.getByText('This message closes in 10 seconds.')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(screen.getByText('This message closes in 9 seconds.')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(8000);
    });
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(screen.getByText('This message closes in 1 second.')).toBeInTheDocument();
    scrollTo.mockClear();
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/cart');
    // The cart shows its top (the empty state), not where the checkout form was.
    expect(scrollTo).toHaveBeenCalledWith({ top: 0 });
  });

  it.each<[string, Reply, string]>([
    [
      'quantity issues',
      {
        status: 409,
        body: {
          success: false,
          message: 'Not enough stock',
          invalid_items: [
            {
              cart_id: 1,
              product_id: 1,
              product_name: 'Shadow Hoodie',
              size: 'M',
              requested_quantity: 5,
              available_quantity: 2,
              reason: 'insufficient_stock',
            },
          ],
        },
      },
      'Quantity issues: Shadow Hoodie (available: 2). Please adjust quantities before ordering.',
    ],
    [
      'out of stock items',
      {
        status: 409,
        body: {
          success: false,
          message: 'Out of stock',
          invalid_items: [
            {
              cart_id: 1,
              product_id: 1,
              product_name: 'Shadow Hoodie',
              size: 'M',
              requested_quantity: 1,
              available_quantity: 0,
              reason: 'insufficient_stock',
            },
          ],
        },
      },
      'The following products are out of stock: Shadow Hoodie. Please remove them from your cart.',
    ],
    [
      'a generic out-of-stock message',
      { status: 409, body: { message: 'Product is out of stock' } },
      'Some items in your cart are out of stock. Please remove them before ordering.',
    ],
    [
      'a validation error',
      { status: 400, body: { message: 'Invalid', errors: { customer_city: ['City is required'] } } },
      // The field the server refused, in the page's words (the same in every language).
      'Choose your city from the list of delivery cities.',
    ],
    ['a network failure', { networkError: true }, 'Failed to submit order. Please try again.'],
  ])('shows the order error for %s', async (_name, reply, text) => {
    const user = userEvent.setup();
    // The line asks for the 5 units the conflicts below refuse.
    mockApi({ ...cartWith([line(1, 100, 5)]), 'POST /api/sales': reply });
    renderApp('/cart');
    await screen.findByRole('link', { name: 'Piece 1' });
    await user.click(screen.getByRole('button', { name: 'CHECK OUT' }));
    await fillCheckout(user);
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(text));
  });

  it('shows the new totals when the fee changed while the checkout was open, and places at those', async () => {
    const user = userEvent.setup();
    const changed = {
      ...deliverySettings,
      zones: deliverySettings.zones.map((z) => ({ ...z, fee: z.id === 1 ? 25 : z.fee })),
    };
    let settings = deliverySettings;
    const api = mockApi({
      ...cartWith([line(1, 100)]),
      'GET /api/delivery': () => ({ body: { data: settings } }),
      'POST /api/sales': (call) =>
        (call.body as { expected_totals: { delivery_fee: number } }).expected_totals.delivery_fee === 25
          ? { status: 201, body: orderCreated() }
          : {
              status: 409,
              body: {
                success: false,
                message: 'The total changed while you were ordering.',
                code: 'totals_changed',
                totals: { total_amount: 100, delivery_fee: 25, cash_to_collect: 125 },
              },
            },
    });
    renderApp('/fr/cart');
    await screen.findByRole('link', { name: 'Piece 1' });
    await user.click(screen.getByRole('button', { name: fr.cart.checkout }));
    await user.type(screen.getByLabelText(fr.checkout.name), 'Amine');
    await user.type(screen.getByLabelText(fr.checkout.phone), '06 12 34 56 78');
    await user.type(screen.getByLabelText(fr.checkout.city), 'Casablanca');
    expect(screen.getByTestId('delivery')).toHaveTextContent('20,00 DH');
    settings = changed;
    await user.click(screen.getByRole('button', { name: fr.checkout.place }));

    expect(await screen.findByRole('alert')).toHaveTextContent(fr.checkout.totalsChanged(100, 25, 125));
    expect(fr.checkout.totalsChanged(100, 25, 125)).toContain('125,00 DH');
    await waitFor(() => expect(screen.getByTestId('delivery')).toHaveTextContent('25,00 DH'));
    expect(screen.getByTestId('total')).toHaveTextContent('125,00 DH');
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(screen.getByRole('button', { name: fr.checkout.place }));
    await screen.findByRole('dialog');
    const [first, second] = api.callsTo('POST /api/sales');
    expect(first?.body).toMatchObject({ expected_totals: { total_amount: 100, delivery_fee: 20 } });
    expect(second?.body).toMatchObject({ expected_totals: { total_amount: 100, delivery_fee: 25 } });
  });

  it('reuses the Idempotency-Key when retrying after a lost answer', async () => {
    const user = userEvent.setup();
    let attempt = 0;
    const api = mockApi({
      ...cartWith([line(1, 100)]),
      'POST /api/sales': () =>
        attempt++ === 0 ? { networkError: true } : { status: 201, body: orderCreated() },
    });
    renderApp('/cart');
    await screen.findByRole('link', { name: 'Piece 1' });
    await user.click(screen.getByRole('button', { name: 'CHECK OUT' }));
    await fillCheckout(user);
    await screen.findByText('Failed to submit order. Please try again.');
    await user.click(screen.getByRole('button', { name: 'PLACE ORDER' }));
    await screen.findByRole('dialog');
    const [first, second] = api.callsTo('POST /api/sales');
    expect(second?.headers['Idempotency-Key']).toBe(first?.headers['Idempotency-Key']);
  });

  it('marks the conflicting lines with the units left, until the quantity is reduced or the line removed', async () => {
    const user = userEvent.setup();
    let lines = [line(1, 100, 5, 'Shadow Hoodie'), line(2, 100, 1, 'Grit Beanie'), line(3, 50, 1, 'Cap')];
    const conflict = (cart_id: number, product_name: string, requested: number, available: number) => ({
      cart_id,
      product_id: cart_id + 1000,
      product_name,
      size: 'M',
      requested_quantity: requested,
      available_quantity: available,
      reason: 'insufficient_stock',
    });
    const api = mockApi({
      'GET /api/carts': () => ({ body: { data: lines } }),
      'POST /api/sales': {
        status: 409,
        body: {
          success: false,
          message: 'Not enough stock',
          invalid_items: [conflict(1, 'Shadow Hoodie', 5, 2), conflict(2, 'Grit Beanie', 1, 0)],
        },
      },
      'PUT /api/carts/1': (call) => {
        lines = lines.map((l) =>
          l.id === 1 ? { ...l, quantity: (call.body as { quantity: number }).quantity } : l,
        );
        return { body: { success: true, message: 'ok', data: lines[0] } };
      },
      'DELETE /api/carts/2': () => {
        lines = lines.filter((l) => l.id !== 2);
        return { body: { success: true, message: 'Removed' } };
      },
    });
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    renderApp('/cart');
    await screen.findByRole('link', { name: 'Shadow Hoodie' });
    await user.click(screen.getByRole('button', { name: 'CHECK OUT' }));
    await fillCheckout(user);

    const hoodie = () => screen.getByRole('link', { name: 'Shadow Hoodie' }).closest('li')!;
    const beanie = () => screen.getByRole('link', { name: 'Grit Beanie' }).closest('li')!;
    await waitFor(() =>
      expect(hoodie()).toHaveAccessibleDescription('Only 2 units left: reduce the quantity to 2 or less.'),
    );
    expect(beanie()).toHaveAccessibleDescription('Sold out: remove this line to order the rest.');
    expect(screen.getByRole('link', { name: 'Cap' }).closest('li')).not.toHaveClass('line--conflict');
    // The message is by the button the shopper pressed, brought into view, with a way to the lines.
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Quantity issues: Shadow Hoodie (available: 2).');
    expect(alert).toHaveTextContent('The following products are out of stock: Grit Beanie.');
    expect(scrolled).toHaveBeenCalled();
    await user.click(within(alert).getByRole('button', { name: 'FIX IN CART' }));
    const fix = within(hoodie()).getByRole('button', { name: 'Change quantity to 2' });
    expect(fix).toHaveFocus();

    // Reducing to the units left settles that line; the other stays marked and named.
    await user.click(fix);
    await waitFor(() => expect(hoodie()).not.toHaveClass('line--conflict'));
    expect(api.callsTo('PUT /api/carts/1').at(-1)?.body).toMatchObject({ quantity: 2 });
    expect(screen.getByRole('alert')).not.toHaveTextContent('Shadow Hoodie');
    expect(screen.getByRole('alert')).toHaveTextContent('Grit Beanie');
    // Removing the sold-out line settles the last conflict: the message is gone.
    await user.click(screen.getByRole('button', { name: 'Remove Grit Beanie' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Grit Beanie' })).not.toBeInTheDocument());
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });
});

describe('The address at checkout', () => {
  it.each([
    ['/cart', en],
    ['/fr/cart', fr],
    ['/ar/cart', ar],
  ])('asks it as optional with its hint, and sends it only when typed (%s)', async (path, t) => {
    const user = userEvent.setup();
    const api = mockApi({
      ...cartWith([line(1, 100)]),
      'POST /api/sales': { status: 201, body: orderCreated({ id: 78 }) },
    });
    renderApp(path);
    await screen.findByRole('link', { name: 'Piece 1' });
    await user.click(screen.getByRole('button', { name: t.cart.checkout }));
    const address = screen.getByRole('textbox', { name: t.checkout.address });
    expect(address).not.toBeRequired();
    expect(address).toHaveAttribute('maxlength', '200');
    expect(address).toHaveAttribute('autocomplete', 'street-address');
    expect(address).toHaveAccessibleDescription(t.checkout.addressHint);
    await user.type(screen.getByLabelText(t.checkout.name), 'Amine');
    await user.type(screen.getByLabelText(t.checkout.phone), '06 12 34 56 78');
    await user.type(screen.getByLabelText(t.checkout.city), 'Casablanca');
    await user.type(address, '12 rue Ibn Battouta, Maarif');
    await user.click(screen.getByRole('button', { name: t.checkout.place }));
    await screen.findByRole('dialog');
    const [call] = api.callsTo('POST /api/sales');
    expect(call?.body).toMatchObject({
      customer_city: 'Casablanca',
      customer_address: '12 rue Ibn Battouta, Maarif',
    });
  });

  it('leaves a blank address out, and words the server refusing one in the page language', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      ...cartWith([line(1, 100)]),
      'POST /api/sales': {
        status: 400,
        body: {
          message: 'Validation failed',
          errors: { customer_address: ['The address is at most 200 characters'] },
        },
      },
    });
    renderApp('/fr/cart');
    await screen.findByRole('link', { name: 'Piece 1' });
    await user.click(screen.getByRole('button', { name: fr.cart.checkout }));
    await user.type(screen.getByLabelText(fr.checkout.name), 'Amine');
    await user.type(screen.getByLabelText(fr.checkout.phone), '06 12 34 56 78');
    await user.type(screen.getByLabelText(fr.checkout.city), 'Casablanca');
    await user.type(screen.getByLabelText(fr.checkout.address), '   ');
    await user.click(screen.getByRole('button', { name: fr.checkout.place }));
    expect(await screen.findByText(fr.checkout.addressTooLong)).toBeInTheDocument();
    expect(api.callsTo('POST /api/sales')[0]?.body).not.toHaveProperty('customer_address');
  });
});
