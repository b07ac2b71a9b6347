import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AuditEntry, StaffUser } from '@vigor/shared';
import { describe, expect, it } from 'vitest';
import { paths } from '../../../config/paths';
import { ADMIN, dashboardApi, logInAs, queryOf, renderBackOffice } from '../../../test/back-office';
import { mockApi } from '../../../test/test-utils';

const ENTRIES: AuditEntry[] = [
  {
    at: '2026-11-28T10:05:00.000Z',
    user: { id: 1, nom: 'yasmine' },
    action: 'product.delete',
    entity: 'product',
    entity_id: 12,
    summary: 'Deleted “Doomed Beanie”',
  },
  {
    at: '2026-11-28T09:00:00.000Z',
    user: { id: 4, nom: 'hamza' },
    action: 'order.edit',
    entity: 'order',
    entity_id: 7,
    summary: 'Order #7: Edited customer_address by hamza',
  },
];

function openLog(user: StaffUser) {
  const api = mockApi({
    ...dashboardApi(),
    'GET /api/admin/audit': () => ({
      body: { data: ENTRIES, meta: { page: 1, per_page: 50, total: 2, total_pages: 1 } },
    }),
  });
  logInAs(user);
  renderBackOffice(paths.adminTab('log'));
  return { api, user: userEvent.setup() };
}

describe('LOG', () => {
  it('lists who did what, and filters by user, action, thing and days', async () => {
    const { api, user } = openLog(ADMIN);
    const row = await screen.findByRole('row', { name: /Doomed Beanie/ });
    expect(within(row).getByRole('button', { name: 'yasmine' })).toBeInTheDocument();
    expect(within(row).getByText('product #12')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'hamza' }));
    await user.selectOptions(screen.getByLabelText('Thing'), 'order');
    await user.type(screen.getByLabelText('Action'), 'order');
    await waitFor(() =>
      expect(queryOf(api.callsTo('GET /api/admin/audit').at(-1))).toEqual({
        page: '1',
        user_id: '4',
        action: 'order',
        entity: 'order',
      }),
    );
    expect(screen.getByRole('button', { name: 'Only hamza ✕' })).toBeInTheDocument();
  });

  it('offers the export to a role with exports, and no button changes an entry', async () => {
    openLog(ADMIN);
    await screen.findByRole('row', { name: /Doomed Beanie/ });
    expect(screen.getByRole('button', { name: 'Export to Excel' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /delete|edit/i })).not.toBeInTheDocument();
  });
});
