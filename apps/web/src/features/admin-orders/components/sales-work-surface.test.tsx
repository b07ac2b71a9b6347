import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OrderMoveResult } from '@vigor/shared';
import { describe, expect, it } from 'vitest';
import type { ApiCall } from '../../../test/test-utils';
import { captureDownloads, makeOrder, openSales, ordersPage, queryOf } from '../../../test/back-office';

const listCalls = (calls: ApiCall[]) =>
  calls.filter((c) => c.method === 'GET' && c.path === '/api/sales' && queryOf(c).per_page === '10');

describe('SALES filters in the URL', () => {
  it('opens with the search, status, date range and page of its URL, and Back returns to the earlier ones', async () => {
    const user = userEvent.setup();
    const { api, router } = openSales(
      '/admin-dashboard?q=f%C3%A8s&status=pending&from=2026-11-01&to=2026-11-20&page=2',
      (call) => ({
        body: ordersPage([makeOrder({ customer_city: 'Fès' })], {
          page: Number(queryOf(call).page),
          total_pages: 3,
        }),
      }),
    );
    await waitFor(() =>
      expect(queryOf(listCalls(api.calls).at(-1))).toEqual({
        q: 'fès',
        status: 'pending',
        from: '2026-11-01',
        to: '2026-11-20',
        page: '2',
        per_page: '10',
      }),
    );
    expect(screen.getByRole('searchbox', { name: 'Search orders' })).toHaveValue('fès');
    expect(screen.getByRole('button', { name: /Pending/ })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByLabelText('From')).toHaveValue('2026-11-01');
    expect(screen.getByLabelText('To')).toHaveValue('2026-11-20');

    // A new start day is a new entry in the history, on page 1.
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-10' } });
    await waitFor(() => expect(router.state.location.search).toContain('from=2026-11-10'));
    expect(router.state.location.search).not.toContain('page=');
    await waitFor(() =>
      expect(queryOf(listCalls(api.calls).at(-1))).toMatchObject({ from: '2026-11-10', page: '1' }),
    );

    await user.click(screen.getByRole('button', { name: 'Any day' }));
    await waitFor(() => expect(screen.getByLabelText('To')).toHaveValue(''));
    expect(queryOf(listCalls(api.calls).at(-1))).not.toHaveProperty('to');

    await router.navigate(-1);
    await waitFor(() => expect(screen.getByLabelText('From')).toHaveValue('2026-11-10'));
    expect(screen.getByLabelText('To')).toHaveValue('2026-11-20');
    expect(screen.getByRole('searchbox', { name: 'Search orders' })).toHaveValue('fès');
  });
});

describe('SALES when the list fails', () => {
  it('offers Retry, which loads the list again', async () => {
    const user = userEvent.setup();
    let failing = true;
    openSales('/admin-dashboard', () =>
      failing
        ? { status: 500, body: { message: 'Internal server error' } }
        : { body: ordersPage([makeOrder({ id: 41 })]) },
    );
    expect(await screen.findByText('The orders could not be loaded.')).toBeInTheDocument();
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('rowheader', { name: '#41' })).toBeInTheDocument();
    expect(screen.queryByText('The orders could not be loaded.')).not.toBeInTheDocument();
  });
});

describe('SALES bulk actions', () => {
  const orders = () => [
    makeOrder({ id: 1, status: 'pending' }),
    makeOrder({ id: 2, status: 'delivered' }),
    makeOrder({ id: 3, status: 'confirmed' }),
  ];

  it('previews a status change per order, asks a reason for corrections, and lists the orders the server refused', async () => {
    const user = userEvent.setup();
    const answer: OrderMoveResult[] = [
      { id: 1, ok: true, status: 'confirmed' },
      {
        id: 2,
        ok: false,
        status: null,
        message: 'La commande n°2 est réglée par le versement transporteur n°4',
      },
      { id: 3, ok: true, status: 'confirmed' },
    ];
    const { api } = openSales('/admin-dashboard', ordersPage(orders()), {
      'POST /api/sales/bulk/status': { body: { data: answer } },
    });
    await user.click(await screen.findByRole('checkbox', { name: 'Select every order on this page' }));
    const bar = screen.getByRole('group', { name: 'Selected orders' });
    expect(within(bar).getByText('3 selected')).toBeInTheDocument();
    await user.click(within(bar).getByRole('button', { name: 'Change status' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change 3 orders to Confirmed?' });
    expect(within(dialog).getByText('Become Confirmed: #1 (Pending)')).toBeInTheDocument();
    expect(
      within(dialog).getByText('Corrected to Confirmed, off the workflow: #2 (Delivered)'),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByText('Already Confirmed, left as they are: #3 (Confirmed)'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Change 2 orders' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('A reason is required for this correction');
    expect(api.callsTo('POST /api/sales/bulk/status')).toHaveLength(0);
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Delivered by mistake');
    await user.click(within(dialog).getByRole('button', { name: 'Change 2 orders' }));

    expect(await within(bar).findByText(/1 not changed \(still selected\)/)).toBeInTheDocument();
    expect(within(bar).getByText(/^2 of 3 orders now Confirmed\./)).toBeInTheDocument();
    expect(within(bar).getByRole('list', { name: 'Orders not changed' })).toHaveTextContent(
      '#2: La commande n°2 est réglée par le versement transporteur n°4',
    );
    expect(api.callsTo('POST /api/sales/bulk/status')[0]?.body).toEqual({
      order_ids: [1, 2, 3],
      status: 'confirmed',
      reason: 'Delivered by mistake',
    });
    expect(within(bar).getByText('1 selected')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Select order #2' })).toBeChecked();
  });

  it('prints the slips of the selected orders by batch, and names those not shipped yet', async () => {
    const user = userEvent.setup();
    const { router } = openSales(
      '/admin-dashboard',
      ordersPage([
        makeOrder({ id: 5, status: 'shipped', shipment_batch_id: 7 }),
        makeOrder({ id: 6, status: 'shipped', shipment_batch_id: 8 }),
        makeOrder({ id: 9, status: 'confirmed' }),
      ]),
    );
    await user.click(await screen.findByRole('checkbox', { name: 'Select order #5' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select order #6' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select order #9' }));
    await user.click(screen.getByRole('button', { name: 'Print slips' }));
    const slips = screen.getByRole('list', { name: 'Slips of the selected orders' });
    expect(
      within(slips)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Batch #7: A4 slips · 10x15 labels', 'Batch #8: A4 slips · 10x15 labels']);
    expect(screen.getByText('No slip yet (add them to a batch first): #9')).toBeInTheDocument();

    // One batch and nothing else: its slips open at once.
    await user.click(screen.getByRole('checkbox', { name: 'Select order #6' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select order #9' }));
    await user.click(screen.getByRole('button', { name: 'Print slips' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin-dashboard/batches/7/print'));
  });

  it('exports the selected orders only, without fetching the rest of the search', async () => {
    const user = userEvent.setup();
    const downloads = captureDownloads();
    const { api } = openSales('/admin-dashboard', ordersPage(orders()));
    await user.click(await screen.findByRole('checkbox', { name: 'Select order #2' }));
    await user.click(screen.getByRole('button', { name: 'Export selected' }));
    await waitFor(() => expect(downloads.click).toHaveBeenCalled());
    expect(downloads.fileName()).toMatch(/^vigor-sales-selected-\d{4}-\d{2}-\d{2}\.xlsx$/);
    expect(await downloads.isWorkbook()).toBe(true);
    expect(api.calls.filter((c) => queryOf(c).per_page === '100')).toEqual([]);
  });

  it('adds the Confirmed ones to a batch, names the others, and says nothing shipped when the server refuses', async () => {
    const user = userEvent.setup();
    const { api } = openSales('/admin-dashboard', ordersPage(orders()), {
      'GET /api/shipping/carriers': { body: { data: [{ id: 4, name: 'Amana', active: true }] } },
      'POST /api/shipping/batches': {
        status: 409,
        body: { message: 'Only confirmed orders can be shipped: #3 (Canceled).' },
      },
    });
    await user.click(await screen.findByRole('checkbox', { name: 'Select every order on this page' }));
    await user.click(screen.getByRole('button', { name: 'Add to a batch' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add 1 order to a new batch?' });
    expect(within(dialog).getByText('Shipped together: #3')).toBeInTheDocument();
    expect(
      within(dialog).getByText('Left out, only Confirmed orders ship: #1 (Pending), #2 (Delivered)'),
    ).toBeInTheDocument();
    await user.selectOptions(await within(dialog).findByRole('combobox', { name: 'Carrier' }), 'Amana');
    await user.click(within(dialog).getByRole('button', { name: 'SHIP 1 ORDER' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Nothing was shipped. Only confirmed orders can be shipped: #3 (Canceled).',
    );
    expect(api.callsTo('POST /api/shipping/batches')[0]?.body).toEqual({
      carrier_id: 4,
      orders: [{ id: 3 }],
    });
  });
});
