import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ShipmentBatchSummary } from '@vigor/shared';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/test-utils';
import {
  ADMIN,
  dashboardApi,
  logInAs,
  makeOrder,
  ordersPage,
  renderBackOffice,
} from '../../../test/back-office';

describe('confirmed orders waiting to ship', () => {
  it('show their address, flag the ones without, and take the missing address as an edit', async () => {
    const withAddress = makeOrder({ id: 71, status: 'confirmed', customer_address: 'Hay Riad, immeuble 4' });
    let without = makeOrder({ id: 72, status: 'confirmed', customer_address: null });
    const api = mockApi({
      ...dashboardApi({ sales: () => ({ body: ordersPage([without, withAddress]) }) }),
      'GET /api/shipping/carriers': { body: { data: [{ id: 1, name: 'Amana', active: true }] } },
      'GET /api/shipping/batches': { body: { data: [] } },
      'GET /api/shipping/payouts': { body: { data: [] } },
      'PATCH /api/confirmation/orders/72': (call) => {
        without = {
          ...without,
          customer_address: (call.body as { customer_address: string }).customer_address,
        };
        return { body: { success: true, message: 'Order updated', data: { id: 72 } } };
      },
    });
    logInAs(ADMIN);
    renderBackOffice('/admin-dashboard?tab=shipping');
    const table = await screen.findByRole('table', { name: 'Confirmed orders waiting to ship' });
    const row = (id: number) => within(table).getByRole('row', { name: new RegExp(`#${id}`) });
    await waitFor(() => expect(row(71)).toHaveTextContent('Hay Riad, immeuble 4'));
    expect(within(row(71)).queryByText('No address')).not.toBeInTheDocument();
    expect(within(row(72)).getByText('No address')).toBeVisible();
    expect(screen.getByRole('note')).toHaveTextContent(
      '1 confirmed order has no address: add it before it ships.',
    );

    const user = userEvent.setup();
    await user.type(
      within(row(72)).getByRole('textbox', { name: 'Address of order #72' }),
      '5 rue Atlas, Maarif',
    );
    await user.click(within(row(72)).getByRole('button', { name: 'Save' }));
    expect(api.callsTo('PATCH /api/confirmation/orders/72')[0]?.body).toEqual({
      customer_address: '5 rue Atlas, Maarif',
    });
    await waitFor(() => expect(row(72)).toHaveTextContent('5 rue Atlas, Maarif'));
    expect(within(table).queryByText('No address')).not.toBeInTheDocument();
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  }, 20_000);
});

describe('shipping with an integrated carrier', () => {
  it("asks no tracking number for Sendit and lists Sendit's codes in the batch", async () => {
    const order = makeOrder({ id: 71, status: 'confirmed', customer_address: 'Hay Riad' });
    const amana = { id: 1, name: 'Amana', active: true };
    const sendit = { id: 3, name: 'Sendit', active: true };
    const listed = (carrier: typeof amana, integration: string) => ({
      ...carrier,
      integration,
      open_before_paying: true,
      delivery_fee: null,
      return_fee: null,
      cash_fee_percent: null,
    });
    const settings = (carrier: typeof amana, integration: string) => ({
      ...carrier,
      integration,
      credentials: null,
      pickup_district_id: null,
      cities_fetched_at: null,
      open_before_paying: true,
    });
    let batches: ShipmentBatchSummary[] = [];
    const api = mockApi({
      ...dashboardApi({ sales: () => ({ body: ordersPage(batches.length ? [] : [order]) }) }),
      'GET /api/shipping/carriers': { body: { data: [listed(amana, 'manual'), listed(sendit, 'sendit')] } },
      'GET /api/shipping/carrier-integrations': {
        body: { data: [settings(amana, 'manual'), settings(sendit, 'sendit')] },
      },
      'GET /api/shipping/batches': () => ({ body: { data: batches } }),
      'GET /api/shipping/payouts': { body: { data: [] } },
      'GET /api/shipping/parcels': { body: { data: [] } },
      'POST /api/shipping/batches': () => {
        batches = [
          {
            id: 9,
            carrier: sendit,
            created_at: '2026-11-28T10:00:00.000Z',
            orders: 1,
            tracking: [{ order_id: 71, tracking_number: 'SND-71A' }],
          },
        ];
        return { status: 201, body: { success: true, message: 'Batch shipped', data: {}, failed: [] } };
      },
    });
    logInAs(ADMIN);
    renderBackOffice('/admin-dashboard?tab=shipping');
    const user = userEvent.setup();
    const table = await screen.findByRole('table', { name: 'Confirmed orders waiting to ship' });
    const row = within(table).getByRole('row', { name: /#71/ });
    const carrier = screen.getByRole('combobox', { name: 'Carrier' });
    await within(carrier).findByRole('option', { name: 'Sendit' });

    // A manual carrier: the tracking number is typed; Sendit gives its own.
    await user.selectOptions(carrier, 'Amana');
    await user.type(within(row).getByRole('textbox', { name: 'Tracking number of order #71' }), 'AM-1');
    await user.selectOptions(carrier, 'Sendit');
    await waitFor(() => expect(within(row).queryByRole('textbox', { name: /Tracking number/ })).toBeNull());
    expect(within(row).getByText('Given by Sendit')).toBeVisible();

    // The carrier's "open before paying" is the default; this order says otherwise.
    const opens = within(row).getByRole('checkbox', { name: 'Order #71 may be opened before paying' });
    expect(opens).toBeChecked();
    await user.click(opens);
    await user.click(within(row).getByRole('checkbox', { name: 'Ship order #71' }));
    await user.click(screen.getByRole('button', { name: 'SHIP 1 ORDER' }));
    expect(api.callsTo('POST /api/shipping/batches')[0]?.body).toEqual({
      carrier_id: 3,
      orders: [{ id: 71, open_before_paying: false }],
    });

    const panel = screen.getByRole('region', { name: 'Batches' });
    await user.click(await within(panel).findByText('1 tracking number'));
    expect(
      within(within(panel).getByRole('list', { name: 'Tracking numbers of batch #9' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['#71: SND-71A']);
  }, 20_000);
});
