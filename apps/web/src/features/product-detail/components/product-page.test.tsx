import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeCartItem, makeProduct, mockApi, recommendations, renderApp } from '../../../test/test-utils';
import arPages from '../../../messages/pages/ar';
import frPages from '../../../messages/pages/fr';

const hoodie = makeProduct({
  id: 7,
  name: 'Shadow Hoodie',
  price: 300,
  prix_reduction: 250,
  description: '',
});
const beanie = makeProduct({ id: 8, name: 'Grit Beanie', type: 'beanies', status: 'pre_order' });

function api(extra = {}) {
  return mockApi({
    'GET /api/products/7': { body: { data: hoodie } },
    'GET /api/products/7/recommendations': {
      body: recommendations({
        also_like: [makeProduct({ name: 'Also 1' })],
        check_this_out: [makeProduct({ name: 'Check 1' })],
        cross_promotion: beanie,
      }),
    },
    ...extra,
  });
}

describe('Product page', () => {
  it('shows the product, sale price, tax note, default texts and both recommendation blocks', async () => {
    api();
    renderApp('/product/7');
    expect(await screen.findByRole('heading', { name: 'Shadow Hoodie', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('SALE')).toBeInTheDocument();
    expect(screen.getByText('250.00 dh')).toBeInTheDocument();
    expect(screen.getByText('Tax included.')).toBeInTheDocument();
    expect(screen.getByText(/Premium VIGOR streetwear/)).toBeInTheDocument();
    expect(await screen.findByTestId('delivery-fees')).toHaveTextContent(
      'Delivery fee: Casablanca 20.00 dh, Other cities 35.00 dh. Free on orders over 599.00 dh.',
    );
    expect(screen.getByText(/Exchange within 14 days/)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'YOU MAY ALSO LIKE' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'CHECK THIS OUT!' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View all' })).toHaveAttribute('href', '/shop');
    // Sold-out size L cannot be chosen.
    const large = screen.getAllByRole('radio').find((r) => (r as HTMLInputElement).value === 'L');
    expect(large).toBeDisabled();
    expect(large?.closest('label')).toHaveTextContent('L (sold out)');
    // No cross-promotion without the navigation flag.
    expect(screen.queryByRole('heading', { name: 'COMPLETE THE LOOK' })).not.toBeInTheDocument();
  });

  it('speaks Arabic: the description, the fee line\'s cities and zones, and "One Size"', async () => {
    mockApi({
      'GET /api/products/9': {
        body: {
          data: makeProduct({
            id: 9,
            name: 'Ifrane Beanie',
            description_ar: 'قبعة صوفية مضلعة.',
            sizes: [{ size: 'One Size', quantity: 5, available: 5 }],
          }),
        },
      },
      'GET /api/products/9/recommendations': { body: recommendations() },
    });
    renderApp('/ar/product/9');
    expect(await screen.findByText('قبعة صوفية مضلعة.')).toBeInTheDocument();
    expect(screen.queryByText('Heavyweight cotton hoodie.')).not.toBeInTheDocument();
    expect(screen.getByRole('radio', { name: arPages.product.oneSize })).toBeInTheDocument();
    expect(await screen.findByTestId('delivery-fees')).toHaveTextContent(
      'رسوم التوصيل: الدار البيضاء 20,00 درهم، باقي المدن 35,00 درهم',
    );
  });

  it('gives an English description on an Arabic page its own direction, full stop at its end', async () => {
    mockApi({
      'GET /api/products/9': {
        body: { data: makeProduct({ id: 9, description: 'Heavyweight cotton hoodie.' }) },
      },
      'GET /api/products/9/recommendations': { body: recommendations() },
    });
    renderApp('/ar/product/9');
    expect(await screen.findByText('Heavyweight cotton hoodie.')).toHaveAttribute('dir', 'auto');
  });

  it('offers the default sizes when none are given', async () => {
    mockApi({
      'GET /api/products/9': { body: { data: makeProduct({ id: 9, sizes: [] }) } },
      'GET /api/products/9/recommendations': { body: recommendations() },
    });
    renderApp('/product/9');
    const group = await screen.findByRole('group', { name: /Size/ });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((r) => (r as HTMLInputElement).value),
    ).toEqual(['S', 'M', 'L', 'XL', 'XXL']);
  });

  it('shows Product Not Found for an unknown id', async () => {
    mockApi({ 'GET /api/products/999': { status: 404, body: { message: 'Product not found' } } });
    renderApp('/product/999');
    expect(await screen.findByRole('heading', { name: 'Product Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'BACK TO SHOP' })).toHaveAttribute('href', '/shop');
  });

  it('asks for a size before adding or buying, in a toast that lasts 5 s', async () => {
    api();
    renderApp('/product/7');
    await screen.findByRole('heading', { name: 'Shadow Hoodie', level: 1 });
    vi.useFakeTimers();
    fireEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    await act(async () => {});
    expect(screen.getByRole('alert')).toHaveTextContent('Please select size before adding to cart.');
    act(() => {
      vi.advanceTimersByTime(3500);
    });
    fireEvent.click(screen.getByRole('button', { name: 'Buy it now' }));
    await act(async () => {});
    expect(screen.getByRole('alert')).toHaveTextContent('Please select size before purchasing.');
    act(() => {
      vi.advanceTimersByTime(4900);
    });
    expect(screen.getByRole('alert')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(200);
    });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('parses the quantity: invalid text becomes 1, minimum 1', async () => {
    const user = userEvent.setup();
    api();
    renderApp('/product/7');
    await screen.findByRole('heading', { name: 'Shadow Hoodie', level: 1 });
    const input = screen.getByRole('textbox', { name: 'Quantity' });
    expect(screen.getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Increase quantity' }));
    expect(input).toHaveValue('2');
    await user.clear(input);
    await user.type(input, 'abc{Enter}');
    expect(input).toHaveValue('1');
    await user.clear(input);
    await user.type(input, '4{Enter}');
    expect(input).toHaveValue('4');
    await user.clear(input);
    await user.type(input, '0');
    await user.tab();
    expect(input).toHaveValue('1');
  });

  it("stops the quantity at the shop's limit per line and says why, in the page's language", async () => {
    const user = userEvent.setup();
    api({ 'GET /api/order-limits': { body: { data: { units_per_line: 2, units_per_order: 20 } } } });
    renderApp('/fr/product/7');
    await screen.findByRole('heading', { name: 'Shadow Hoodie', level: 1 });
    await user.click(screen.getByRole('radio', { name: 'S' }));
    const more = screen.getByRole('button', { name: 'Augmenter la quantité' });
    expect(screen.queryByText(frPages.product.atMost(2))).not.toBeInTheDocument();
    await user.click(more);
    expect(screen.getByRole('textbox', { name: 'Quantité' })).toHaveValue('2');
    expect(more).toBeDisabled();
    expect(screen.getByText(frPages.product.atMost(2))).toBeInTheDocument();
  });

  it('stops the quantity at the units left when fewer than the limit, and says so', async () => {
    const user = userEvent.setup();
    api();
    renderApp('/product/7');
    await screen.findByRole('heading', { name: 'Shadow Hoodie', level: 1 });
    await user.click(screen.getByRole('radio', { name: 'M' }));
    const input = screen.getByRole('textbox', { name: 'Quantity' });
    await user.clear(input);
    await user.type(input, '9{Enter}');
    expect(input).toHaveValue('3');
    expect(screen.getByText('Only 3 left in this size.')).toBeInTheDocument();
  });

  it("says the shop's limit when an add would pass it with what the cart holds", async () => {
    const user = userEvent.setup();
    api({
      'POST /api/carts': {
        status: 422,
        body: {
          message: 'You can order at most 10 units…',
          code: 'order_limit',
          limit: 'units_per_line',
          value: 10,
        },
      },
    });
    renderApp('/product/7');
    await screen.findByRole('heading', { name: 'Shadow Hoodie', level: 1 });
    await user.click(screen.getByRole('radio', { name: 'S' }));
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You can order at most 10 units of one size. Please lower the quantity.',
    );
  });

  it('adds to the cart with size, quantity and FRONT, then shows the popup', async () => {
    const user = userEvent.setup();
    const calls = api({
      'POST /api/carts': {
        status: 201,
        body: {
          success: true,
          message: 'Added',
          data: makeCartItem({ id: 55, product: hoodie, quantity: 2, size: 'M' }),
        },
      },
    });
    renderApp('/product/7');
    await screen.findByRole('heading', { name: 'Shadow Hoodie', level: 1 });
    await user.click(screen.getByRole('radio', { name: 'M' }));
    await user.click(screen.getByRole('button', { name: 'Increase quantity' }));
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    const dialog = await screen.findByRole('dialog', { name: 'Item added to your cart' });
    expect(calls.callsTo('POST /api/carts')[0]?.body).toEqual({
      product_id: 7,
      quantity: 2,
      size: 'M',
      price: 250,
      print_placement: 'FRONT',
    });
    expect(within(dialog).getByText('Size: M')).toBeInTheDocument();
    expect(within(dialog).getByText('Quantity: 2')).toBeInTheDocument();
    expect(within(dialog).getByText(/^Price:/)).toHaveTextContent('Price: 500.00 dh');
    expect(within(dialog).getByRole('link', { name: 'View my cart' })).toHaveAttribute('href', '/cart');
    expect(within(dialog).getByRole('link', { name: 'View my cart' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to cart' })).toHaveFocus();
  });

  it('keeps focus inside the popup and closes it with Continue shopping', async () => {
    const user = userEvent.setup();
    api({
      'POST /api/carts': {
        status: 201,
        body: { success: true, message: 'Added', data: makeCartItem({ product: hoodie }) },
      },
    });
    renderApp('/product/7');
    await screen.findByRole('heading', { name: 'Shadow Hoodie', level: 1 });
    await user.click(screen.getByRole('radio', { name: 'S' }));
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    const dialog = await screen.findByRole('dialog');
    await user.tab();
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Continue shopping' })).toHaveFocus();
    await user.tab();
    expect(within(dialog).getByRole('link', { name: 'View my cart' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Continue shopping' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the add failure text', async () => {
    const user = userEvent.setup();
    api({ 'POST /api/carts': { status: 500, body: { message: 'boom' } } });
    renderApp('/product/7');
    await screen.findByRole('heading', { name: 'Shadow Hoodie', level: 1 });
    await user.click(screen.getByRole('radio', { name: 'S' }));
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to add product to cart. Please try again.',
    );
  });

  it('Buy it now creates the quick cart and goes to /QuickCart with the state', async () => {
    const user = userEvent.setup();
    const calls = api({
      'POST /api/quick-cart': {
        status: 201,
        body: {
          success: true,
          message: 'ok',
          data: {
            id: 91,
            product_id: 7,
            product: hoodie,
            size: 'S',
            quantity: 1,
            price: 250,
            available_quantity: 5,
          },
        },
      },
    });
    const { router } = renderApp('/product/7');
    await screen.findByRole('heading', { name: 'Shadow Hoodie', level: 1 });
    await user.click(screen.getByRole('radio', { name: 'S' }));
    await user.click(screen.getByRole('button', { name: 'Buy it now' }));
    await screen.findByRole('heading', { name: 'QUICK ORDER' });
    expect(calls.callsTo('POST /api/quick-cart')[0]?.body).toEqual({
      product_id: 7,
      quantity: 1,
      size: 'S',
      price: 250,
    });
    expect(router.state.location.pathname).toBe('/QuickCart');
    expect(router.state.location.state).toMatchObject({
      product: { id: 7 },
      quantity: 1,
      size: 'S',
      quickCartItemId: 91,
    });
  });

  it('shows the buy-now failure text', async () => {
    const user = userEvent.setup();
    api({ 'POST /api/quick-cart': { status: 500, body: { message: 'x' } } });
    renderApp('/product/7');
    await screen.findByRole('heading', { name: 'Shadow Hoodie', level: 1 });
    await user.click(screen.getByRole('radio', { name: 'S' }));
    await user.click(screen.getByRole('button', { name: 'Buy it now' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to process buy now. Please try again.',
    );
  });

  it('shows the cross-promotion block when arriving from a pre-order', async () => {
    api();
    renderApp('/product/7', { fromPreOrder: true });
    const block = await screen.findByRole('region', { name: 'COMPLETE THE LOOK' });
    expect(within(block).getByText('Grit Beanie')).toBeInTheDocument();
    expect(within(block).getByRole('button', { name: 'PRE-ORDER NOW' })).toBeInTheDocument();
    expect(within(block).getByRole('link', { name: 'Discover more beanies' })).toHaveAttribute(
      'href',
      '/beanies',
    );
  });

  it('says VIEW DETAILS for an available cross-promoted product', async () => {
    mockApi({
      'GET /api/products/7': { body: { data: hoodie } },
      'GET /api/products/7/recommendations': {
        body: recommendations({ cross_promotion: makeProduct({ name: 'Cap', type: 'beanies' }) }),
      },
    });
    renderApp('/product/7', { showCrossPromotion: true });
    const block = await screen.findByRole('region', { name: 'COMPLETE THE LOOK' });
    expect(within(block).getByRole('button', { name: 'VIEW DETAILS' })).toBeInTheDocument();
  });

  it('disables buying a coming-soon product', async () => {
    mockApi({
      'GET /api/products/7': { body: { data: { ...hoodie, status: 'coming_soon', is_blocked: true } } },
      'GET /api/products/7/recommendations': { body: recommendations() },
    });
    renderApp('/product/7');
    expect(await screen.findByRole('button', { name: 'COMING SOON' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Add to cart' })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('group', { name: /Size/ })).toBeDisabled());
  });

  it('shows a product whose every size is sold out as sold out, with nothing to add', async () => {
    const soldOut = {
      ...hoodie,
      is_out_of_stock: true,
      sizes: [
        { size: 'M', quantity: 3, available: 0 },
        { size: 'L', quantity: 1, available: 0 },
      ],
    };
    mockApi({
      'GET /api/products/7': { body: { data: soldOut } },
      'GET /api/products/7/recommendations': { body: recommendations() },
    });
    renderApp('/product/7');
    expect(await screen.findByRole('button', { name: 'SOLD OUT' })).toBeDisabled();
    expect(screen.getByText('SOLD OUT', { selector: '.product__status' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add to cart' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Buy it now' })).not.toBeInTheDocument();
    expect(screen.getByRole('group', { name: /Size/ })).toBeDisabled();
  });

  it('says pre-order with the expected shipping date', async () => {
    mockApi({
      'GET /api/products/7': {
        body: { data: { ...hoodie, status: 'pre_order', expected_ship_date: '2026-12-15' } },
      },
      'GET /api/products/7/recommendations': { body: recommendations() },
    });
    renderApp('/product/7');
    expect(await screen.findByText('Pre-order — ships by 15 December 2026')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to cart' })).toBeEnabled();
  });
});
