import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { homeRows, makePage, makeProduct, mockApi, renderApp } from '../../../test/test-utils';

const available = makeProduct({ id: 1, name: 'Open Hoodie' });
const single = makeProduct({
  id: 2,
  name: 'Grit Beanie',
  type: 'beanies',
  sizes: [{ size: 'One Size', quantity: 10, available: 10 }],
  prix_reduction: 79,
  price: 99,
});
const preOrder = makeProduct({ id: 3, name: 'Next Drop', status: 'pre_order' });
const comingSoon = makeProduct({ id: 4, name: 'Secret', status: 'coming_soon', is_blocked: true });
const soldOutByStatus = makeProduct({ id: 5, name: 'Gone', status: 'out_of_stock', is_blocked: true });
const soldOutByStock = makeProduct({ id: 6, name: 'Empty Sizes', is_out_of_stock: true });

function card(name: string) {
  return screen.getByRole('article', { name });
}

describe('product cards in lists', () => {
  it('shows the button and badge per status', async () => {
    mockApi({
      'GET /api/products': {
        body: makePage([available, preOrder, comingSoon, soldOutByStatus, soldOutByStock]),
      },
    });
    renderApp('/shop');
    await screen.findByText('5 products');
    // Several sizes: the button opens the product page, and says so.
    expect(within(card('Open Hoodie')).getByRole('button')).toHaveTextContent('CHOOSE SIZE');
    expect(within(card('Open Hoodie')).getByText('Available')).toBeInTheDocument();
    expect(within(card('Next Drop')).getByRole('button')).toHaveTextContent('PRE-ORDER NOW');
    expect(within(card('Next Drop')).getByText('Pre-Order')).toBeInTheDocument();
    expect(within(card('Secret')).getByRole('button')).toHaveTextContent('COMING SOON');
    expect(within(card('Secret')).getByRole('button')).toBeDisabled();
    expect(within(card('Gone')).getByRole('button')).toHaveTextContent('SOLD OUT');
    expect(within(card('Gone')).getByRole('button')).toBeDisabled();
    // Every size sold out: sold out in the lists too, with no link to a page that cannot sell.
    expect(within(card('Empty Sizes')).getByRole('button', { name: 'Empty Sizes: SOLD OUT' })).toBeDisabled();
    expect(within(card('Empty Sizes')).getByText('Sold Out')).toBeInTheDocument();
    expect(within(card('Empty Sizes')).queryByRole('link')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /ADD TO CART/ })).not.toBeInTheDocument();
  });

  it('card clicks: coming soon and blocked do nothing, pre-order opens the page with the flag', async () => {
    const user = userEvent.setup();
    mockApi({
      'GET /api/products': { body: makePage([comingSoon, soldOutByStatus, preOrder]) },
      'GET /api/products/3': { body: { data: preOrder } },
      'GET /api/products/3/recommendations': {
        body: { data: { also_like: [], check_this_out: [], cross_promotion: null } },
      },
    });
    const { router } = renderApp('/shop');
    await screen.findByText('3 products');
    expect(within(card('Secret')).queryByRole('link')).not.toBeInTheDocument();
    expect(within(card('Gone')).queryByRole('link')).not.toBeInTheDocument();
    await user.click(within(card('Next Drop')).getByRole('link'));
    await screen.findByRole('heading', { name: 'Next Drop', level: 1 });
    expect(router.state.location.pathname).toBe('/product/3');
    expect(router.state.location.state).toEqual({ fromPreOrder: true });
  });

  it('prices are in dh with the old price struck through on sale', async () => {
    mockApi({ 'GET /api/products': { body: makePage([available, single]) } });
    renderApp('/shop');
    await screen.findByText('2 products');
    expect(within(card('Open Hoodie')).getByText('249.00 dh')).toBeInTheDocument();
    const sale = within(card('Grit Beanie'));
    expect(sale.getByText('99.00 dh').closest('s')).not.toBeNull();
    expect(sale.getByText('79.00 dh')).toBeInTheDocument();
    expect(document.body.textContent).not.toContain('$');
  });

  it('adds a single-size product to the cart with one unit and confirms', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      'GET /api/products': { body: makePage([single]) },
      'POST /api/carts': { status: 201, body: { success: true, message: 'ok', data: {} } },
    });
    renderApp('/shop');
    await screen.findByText('1 product');
    await user.click(within(card('Grit Beanie')).getByRole('button', { name: 'ADD TO CART: Grit Beanie' }));
    expect(await screen.findByText('Grit Beanie added to cart successfully!')).toBeInTheDocument();
    expect(api.callsTo('POST /api/carts')[0]?.body).toEqual({
      product_id: 2,
      quantity: 1,
      size: 'One Size',
      price: 79,
      print_placement: 'FRONT',
    });
    await waitFor(() => expect(api.callsTo('GET /api/carts').length).toBeGreaterThanOrEqual(2));
  });

  it('shows the add failure text', async () => {
    const user = userEvent.setup();
    mockApi({
      'GET /api/products': { body: makePage([single]) },
      'POST /api/carts': { status: 409, body: { message: 'Not enough stock', available_quantity: 0 } },
    });
    renderApp('/shop');
    await screen.findByText('1 product');
    await user.click(within(card('Grit Beanie')).getByRole('button'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to add product to cart. Please try again.',
    );
  });

  it('opens the product page to choose a size when there are several', async () => {
    const user = userEvent.setup();
    mockApi({
      'GET /api/products': { body: makePage([available]) },
      'GET /api/products/1': { body: { data: available } },
      'GET /api/products/1/recommendations': {
        body: { data: { also_like: [], check_this_out: [], cross_promotion: null } },
      },
    });
    const { router } = renderApp('/shop');
    await screen.findByText('1 product');
    await user.click(within(card('Open Hoodie')).getByRole('button', { name: 'CHOOSE SIZE: Open Hoodie' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/product/1'));
  });
});

describe('product cards on home', () => {
  it('uses the same labels and sold-out judgement as the lists', async () => {
    mockApi({
      'GET /api/products/home': {
        body: homeRows({
          hoodies: [available, preOrder, soldOutByStock, comingSoon, soldOutByStatus],
          beanies: [single],
        }),
      },
    });
    renderApp('/');
    await screen.findByRole('article', { name: 'Open Hoodie' });
    expect(within(card('Open Hoodie')).getByRole('button')).toHaveTextContent('CHOOSE SIZE');
    expect(within(card('Grit Beanie')).getByRole('button')).toHaveTextContent('ADD TO CART');
    expect(within(card('Next Drop')).getByRole('button')).toHaveTextContent('PRE-ORDER NOW');
    expect(within(card('Empty Sizes')).getByRole('button')).toHaveTextContent('SOLD OUT');
    expect(within(card('Empty Sizes')).getByRole('button')).toBeDisabled();
    expect(within(card('Empty Sizes')).getByText('Sold Out')).toBeInTheDocument();
    expect(within(card('Gone')).getByRole('button')).toBeDisabled();
    expect(within(card('Secret')).getByRole('button')).toBeDisabled();
  });
});
