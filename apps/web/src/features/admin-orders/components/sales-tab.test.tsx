import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, type ApiCall } from '../../../test/test-utils';
import {
  ADMIN,
  captureDownloads,
  dashboardApi,
  deferredReply,
  logInAs,
  makeOrder,
  ordersPage,
  queryOf,
  openSales,
  renderBackOffice,
} from '../../../test/back-office';

const listCalls = (calls: ApiCall[]) =>
  calls.filter((c) => c.method === 'GET' && c.path === '/api/sales' && queryOf(c).per_page === '10');

const openDashboard = (sales: Parameters<typeof openSales>[1], extra = {}) =>
  openSales('/admin-dashboard', sales, extra);

describe('Admin dashboard', () => {
  it('shows the header, the tabs and the stat cards from the lists meta', async () => {
    mockApi(
      dashboardApi({
        sales: ordersPage([makeOrder()], { total: 37, revenue: 1234, collected_revenue: 567.5 }),
        products: { data: [], meta: { page: 1, per_page: 1, total: 12, total_pages: 12 } },
        messages: {
          data: [],
          meta: {
            page: 1,
            per_page: 1,
            total: 5,
            total_pages: 5,
            status_counts: { unread: 5, read: 0, archived: 0 },
          },
        },
      }),
    );
    logInAs(ADMIN);
    renderBackOffice('/admin-dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'VIGOR ADMIN' })).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'SALES' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'PRODUCTS' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'MESSAGES' })).toBeInTheDocument();
    const stats = screen.getByLabelText('Totals');
    await waitFor(() => expect(within(stats).getByText('1234.00 dh')).toBeInTheDocument());
    const value = (label: string) => within(stats).getByText(label).nextElementSibling?.textContent;
    expect(value('Total Orders')).toBe('37');
    expect(value('Total Products')).toBe('12');
    expect(value('Total Messages')).toBe('5');
    expect(value('Total Revenue')).toBe('1234.00 dh');
    expect(value('Collected revenue')).toBe('567.50 dh');
    // Each revenue card says what it counts, in the words REPORTS uses.
    expect(
      within(stats).getByText(/^Expected revenue: goods of the orders not canceled, refused or returned/),
    ).toBeVisible();
    expect(within(stats).getByText('cash settled by carrier payouts')).toBeVisible();
  });
});

describe('Sales tab', () => {
  it('shows a loading state, then the orders with items, customer and status', async () => {
    const reply = deferredReply({
      body: ordersPage([
        makeOrder({
          id: 12,
          customer_name: 'Amine',
          customer_city: 'Tanger',
          total_amount: 428,
          delivery_fee: 30,
          items: [
            {
              id: 1,
              product_id: 7,
              size: 'M',
              quantity: 2,
              price: 199,
              original_price: 249,
              pre_order: false,
              expected_ship_date: null,
              offer: null,
              discount: 0,
              product: { name: 'Shadow Hoodie', image: null, price: 249, prix_reduction: 199 },
            },
            {
              id: 2,
              product_id: null,
              size: 'One Size',
              quantity: 1,
              price: 30,
              original_price: 30,
              pre_order: false,
              expected_ship_date: null,
              offer: null,
              discount: 0,
              product: { name: '', image: null, price: 30, prix_reduction: null },
            },
          ],
        }),
      ]),
    });
    openDashboard((call) => (queryOf(call).per_page === '1' ? { body: ordersPage([]) } : reply.handler()));
    expect(await screen.findByText('Loading orders...')).toBeInTheDocument();
    reply.release();
    const row = (await screen.findByRole('rowheader', { name: '#12' })).closest('tr') as HTMLElement;
    expect(screen.queryByText('Loading orders...')).not.toBeInTheDocument();
    expect(within(row).getByText('Shadow Hoodie')).toBeInTheDocument();
    expect(within(row).getByText('Unknown Product')).toBeInTheDocument();
    expect(within(row).getByText(/Size M · Qty 2/)).toBeInTheDocument();
    expect(within(row).getByText('249.00 dh', { selector: 's > .price-text' })).toBeInTheDocument();
    expect(within(row).getByText('199.00 dh', { selector: '.bo-sale > .price-text' })).toBeInTheDocument();
    expect(within(row).getByText('Amine')).toBeInTheDocument();
    expect(within(row).getByText('Tanger')).toBeInTheDocument();
    expect(within(row).getByText('428.00 dh')).toBeInTheDocument();
    expect(within(row).getByText(/^To collect:/)).toHaveTextContent('To collect: 458.00 dh');
    expect(within(row).getByRole('combobox', { name: 'Status of order #12' })).toHaveValue('pending');
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual([
      'Select',
      'Order ID',
      'Items',
      'Customer',
      'Phone',
      'City',
      'Total',
      'Status',
      'Date',
    ]);
  });

  it('offers Call and WhatsApp actions and shows the phone history', async () => {
    openDashboard(
      ordersPage([
        makeOrder({
          id: 31,
          customer_name: 'Nadia',
          customer_phone: '+212612345678',
          phone_history: { orders: 3, canceled: 2, delivered: 1 },
        }),
        makeOrder({ id: 32, customer_name: 'Omar', phone_history: { orders: 0, canceled: 0, delivered: 0 } }),
      ]),
    );
    const row = (await screen.findByRole('rowheader', { name: '#31' })).closest('tr') as HTMLElement;
    expect(within(row).getByRole('link', { name: 'Call Nadia' })).toHaveAttribute(
      'href',
      'tel:+212612345678',
    );
    const chat = within(row).getByRole('link', { name: /WhatsApp Nadia about order #31/ });
    const url = new URL(chat.getAttribute('href') ?? '');
    expect(url.host + url.pathname).toBe('wa.me/212612345678');
    const text = url.searchParams.get('text') ?? '';
    expect(text).toContain('order #31');
    expect(text).toContain('Shadow Hoodie (M) x2');
    expect(text).toContain('To pay on delivery: 528.00 dh');
    expect(text).toContain('City: Casablanca');
    expect(chat).toHaveAttribute('target', '_blank');
    expect(within(row).getByText('3 earlier orders, 2 canceled')).toHaveClass('bo-history--warning');
    const other = screen.getByRole('rowheader', { name: '#32' }).closest('tr') as HTMLElement;
    expect(within(other).getByText('New customer')).toBeInTheDocument();
  });

  it('names where an order came from, and nothing for one without a source', async () => {
    openDashboard(
      ordersPage([makeOrder({ id: 41, source_label: 'Meta · summer-drop' }), makeOrder({ id: 42 })]),
    );
    const row = (await screen.findByRole('rowheader', { name: '#41' })).closest('tr') as HTMLElement;
    expect(within(row).getByTitle('Where the order came from')).toHaveTextContent(
      'Source: Meta · summer-drop',
    );
    const other = screen.getByRole('rowheader', { name: '#42' }).closest('tr') as HTMLElement;
    expect(within(other).queryByText(/Source:/)).toBeNull();
  });

  it('says no orders have been placed yet when there are none', async () => {
    openDashboard(ordersPage([]));
    expect(await screen.findByText('No orders found')).toBeInTheDocument();
    expect(screen.getByText('No orders have been placed yet')).toBeInTheDocument();
  });

  it('searches through the API, shows the count and offers a clear button', async () => {
    const user = userEvent.setup();
    const { api } = openDashboard((call) => {
      const q = queryOf(call).q;
      if (q === 'zzz') return { body: ordersPage([]) };
      if (q === 'Rabat') return { body: ordersPage([makeOrder({ customer_city: 'Rabat' })]) };
      return { body: ordersPage([makeOrder(), makeOrder(), makeOrder()]) };
    });
    expect(await screen.findByText('3 orders found')).toBeInTheDocument();
    const search = screen.getByRole('searchbox', { name: 'Search orders' });
    expect(search).toHaveAttribute('placeholder', 'Search by name, ID, phone, city...');
    await user.type(search, 'Rabat');
    expect(await screen.findByText('1 order found')).toBeInTheDocument();
    expect(queryOf(listCalls(api.calls).at(-1))).toMatchObject({ q: 'Rabat', page: '1', per_page: '10' });
    await user.clear(search);
    await user.type(search, 'zzz');
    expect(await screen.findByText('No orders found')).toBeInTheDocument();
    expect(screen.getByText('Try adjusting your search or filters')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(search).toHaveValue('');
    expect(await screen.findByText('3 orders found')).toBeInTheDocument();
  });

  it('filters by every status with counts from the meta', async () => {
    const user = userEvent.setup();
    const { api } = openDashboard((call) => {
      const status = queryOf(call).status;
      const counts = {
        pending: 4,
        contacted: 1,
        confirmed: 2,
        shipped: 6,
        delivered: 5,
        refused: 2,
        returned: 1,
        canceled: 3,
      };
      return {
        body: ordersPage(status ? [makeOrder({ status: status as 'delivered' })] : [makeOrder()], {
          status_counts: counts,
        }),
      };
    });
    const group = await screen.findByRole('group', { name: 'Filter by status' });
    await waitFor(() => expect(within(group).getByRole('button', { name: /All/ })).toHaveTextContent('24'));
    expect(within(group).getByRole('button', { name: /All/ })).toHaveAttribute('aria-pressed', 'true');
    expect(within(group).getByRole('button', { name: /Pending/ })).toHaveTextContent('4');
    expect(within(group).getByRole('button', { name: /Canceled/ })).toHaveTextContent('3');
    expect(within(group).getByRole('button', { name: /Shipped/ })).toHaveTextContent('6');
    expect(within(group).getByRole('button', { name: /Refused/ })).toHaveTextContent('2');
    expect(within(group).getByRole('button', { name: /Returned/ })).toHaveTextContent('1');
    await user.click(within(group).getByRole('button', { name: /Returned/ }));
    await waitFor(() =>
      expect(within(group).getByRole('button', { name: /Returned/ })).toHaveAttribute('aria-pressed', 'true'),
    );
    await waitFor(() =>
      expect(queryOf(listCalls(api.calls).at(-1))).toMatchObject({ status: 'returned', page: '1' }),
    );
  });

  it('pages through the API with a window of 5 page numbers', async () => {
    const user = userEvent.setup();
    const { api } = openDashboard((call) => {
      const page = Number(queryOf(call).page ?? 1);
      return { body: ordersPage([makeOrder({ id: 1000 + page })], { page, total: 120, total_pages: 12 }) };
    });
    const nav = await screen.findByRole('navigation', { name: 'Pagination' });
    const numbers = () =>
      within(nav)
        .getAllByRole('button', { name: /^Page / })
        .map((b) => b.textContent);
    expect(numbers()).toEqual(['1', '2', '3', '4', '5']);
    expect(within(nav).getByRole('button', { name: 'Previous' })).toBeDisabled();
    await user.click(within(nav).getByRole('button', { name: 'Page 5' }));
    expect(await screen.findByRole('rowheader', { name: '#1005' })).toBeInTheDocument();
    expect(numbers()).toEqual(['3', '4', '5', '6', '7']);
    expect(within(nav).getByRole('button', { name: 'Page 5' })).toHaveAttribute('aria-current', 'page');
    expect(queryOf(listCalls(api.calls).at(-1))).toMatchObject({ page: '5', per_page: '10' });
    await user.click(within(nav).getByRole('button', { name: 'Page 7' }));
    await user.click(await within(nav).findByRole('button', { name: 'Page 9' }));
    await user.click(await within(nav).findByRole('button', { name: 'Page 11' }));
    await user.click(await within(nav).findByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('rowheader', { name: '#1012' })).toBeInTheDocument();
    expect(numbers()).toEqual(['8', '9', '10', '11', '12']);
    expect(within(nav).getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('disables the status dropdown of an order while it updates, then shows the new status', async () => {
    const user = userEvent.setup();
    let status: 'pending' | 'confirmed' = 'pending';
    const put = deferredReply({
      body: { success: true, message: 'ok', data: makeOrder({ id: 5, status: 'confirmed' }) },
    });
    const { api } = openDashboard(
      () => ({ body: ordersPage([makeOrder({ id: 5, status }), makeOrder({ id: 6 })]) }),
      {
        'PUT /api/sales/5': () => {
          status = 'confirmed';
          return put.handler();
        },
      },
    );
    const select = await screen.findByRole('combobox', { name: 'Status of order #5' });
    await user.selectOptions(select, 'confirmed');
    expect(select).toBeDisabled();
    expect(select).toHaveValue('confirmed');
    expect(screen.getByRole('combobox', { name: 'Status of order #6' })).toBeEnabled();
    expect(api.callsTo('PUT /api/sales/5')[0]?.body).toEqual({ status: 'confirmed' });
    put.release();
    await waitFor(() => expect(select).toBeEnabled());
    expect(select).toHaveValue('confirmed');
    expect(await screen.findByRole('status')).toHaveTextContent('Order #5 is now confirmed.');
  });

  it('shows a failed status change in a dismissible banner', async () => {
    const user = userEvent.setup();
    openDashboard(ordersPage([makeOrder({ id: 8, status: 'canceled' })]), {
      'PUT /api/sales/8': { status: 409, body: { message: 'Not enough stock to restore this order' } },
    });
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Status of order #8' }), 'pending');
    const dialog = await screen.findByRole('dialog', { name: /Correct order #8: Canceled → Pending/ });
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'The customer called back');
    await user.click(within(dialog).getByRole('button', { name: 'Correct the status' }));
    const banner = await screen.findByRole('alert');
    expect(banner).toHaveTextContent('Orders: Order #8: Not enough stock to restore this order');
    await user.click(within(banner).getByRole('button', { name: 'Dismiss orders error' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("asks a reason before a move off the workflow, sends it, and shows the correction in the order's timeline", async () => {
    const user = userEvent.setup();
    let corrected = false;
    const { api, router } = openDashboard(
      () => ({ body: ordersPage([makeOrder({ id: 9, status: corrected ? 'shipped' : 'pending' })]) }),
      {
        'PUT /api/sales/9': () => {
          corrected = true;
          return { body: { success: true, message: 'ok', data: makeOrder({ id: 9, status: 'shipped' }) } };
        },
        'GET /api/sales/9': {
          body: {
            data: {
              ...makeOrder({ id: 9, status: 'shipped' }),
              reference: 'r'.repeat(22),
              items: [],
              totals: { goods_total: 399, delivery_fee: 20, cash_to_collect: 419 },
              history: [
                {
                  id: 1,
                  kind: 'placed',
                  at: '2026-07-01T10:00:00.000Z',
                  who: null,
                  details: {
                    type: 'placed',
                    source: 'cart',
                    session_id: null,
                    total_amount: 399,
                    delivery_fee: 20,
                  },
                },
                {
                  id: 2,
                  kind: 'correction',
                  at: '2026-07-01T11:00:00.000Z',
                  who: { id: 1, nom: 'amina' },
                  details: {
                    type: 'correction',
                    from: 'pending',
                    to: 'shipped',
                    reason: 'Handed over at the shop',
                  },
                },
              ],
            },
          },
        },
      },
    );
    const select = await screen.findByRole('combobox', { name: 'Status of order #9' });
    await user.selectOptions(select, 'shipped');
    const dialog = await screen.findByRole('dialog', { name: 'Correct order #9: Pending → Shipped?' });
    expect(within(dialog).getByText(/skips the order's workflow/)).toBeVisible();
    expect(select).toHaveValue('pending');
    // No reason, no request: the server would refuse it too.
    await user.click(within(dialog).getByRole('button', { name: 'Correct the status' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('A reason is required for this correction');
    expect(api.callsTo('PUT /api/sales/9')).toHaveLength(0);
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), '  Handed over at the shop ');
    await user.click(within(dialog).getByRole('button', { name: 'Correct the status' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.callsTo('PUT /api/sales/9')[0]?.body).toEqual({
      status: 'shipped',
      reason: 'Handed over at the shop',
    });
    expect(await screen.findByRole('status')).toHaveTextContent('Order #9 is now shipped.');

    await waitFor(() => expect(select).toHaveValue('shipped'));
    // The order's page, at its own URL, shows the timeline.
    await user.click(screen.getByRole('link', { name: '#9' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin-dashboard/sales/9'));
    const timeline = await screen.findByRole('region', { name: 'Timeline' });
    const entries = await within(timeline).findAllByRole('listitem');
    expect(entries.map((e) => e.textContent)).toEqual([
      expect.stringContaining('Placed from the cart'),
      expect.stringContaining('Correction pending → shipped by amina (“Handed over at the shop”)'),
    ]);
    expect(entries[1]).toHaveClass('bo-order-history__correction');
    expect(screen.getByText('Status: Shipped')).toBeInTheDocument();
    expect(screen.getByText('419.00 dh')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: '← Sales' }));
    expect(await screen.findByRole('combobox', { name: 'Status of order #9' })).toHaveValue('shipped');
  });

  it('shows a failed load in the banner', async () => {
    openDashboard(() => ({ status: 500, body: { message: 'Internal server error' } }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Orders: Internal server error');
    expect(screen.queryByText('No orders found')).not.toBeInTheDocument();
  });

  it('exports every order of the current search as a spreadsheet', async () => {
    const user = userEvent.setup();
    const downloads = captureDownloads();
    const { api } = openDashboard((call) => {
      const { per_page: perPage, page } = queryOf(call);
      if (perPage === '100') {
        return {
          body: ordersPage(
            [makeOrder({ id: Number(page) * 100, customer_name: page === '1' ? 'Ali;=1+1' : 'Lina' })],
            {
              page: Number(page),
              total: 2,
              total_pages: 2,
            },
          ),
        };
      }
      return { body: ordersPage([makeOrder()]) };
    });
    await user.type(await screen.findByRole('searchbox', { name: 'Search orders' }), 'Lina');
    await waitFor(() => expect(queryOf(listCalls(api.calls).at(-1)).q).toBe('Lina'));
    await user.click(screen.getByRole('button', { name: 'Export to Excel' }));
    await waitFor(() => expect(downloads.click).toHaveBeenCalled());
    const exportCalls = api.calls.filter((c) => queryOf(c).per_page === '100');
    expect(exportCalls.map((c) => queryOf(c))).toEqual([
      { q: 'Lina', page: '1', per_page: '100' },
      { q: 'Lina', page: '2', per_page: '100' },
    ]);
    expect(downloads.fileName()).toMatch(/^vigor-sales-\d{4}-\d{2}-\d{2}\.xlsx$/);
    expect(await downloads.isWorkbook()).toBe(true);
  });
});
