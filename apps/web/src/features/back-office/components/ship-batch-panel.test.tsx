import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/test-utils';
import { ADMIN, dashboardApi, logInAs, makeOrder, ordersPage, renderBackOffice } from '../test/fixtures';

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
