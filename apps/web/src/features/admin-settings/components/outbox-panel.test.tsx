import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OutboxStatus } from '@vigor/shared';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/test-utils';
import { ADMIN, dashboardApi, logInAs, renderBackOffice } from '../../../test/back-office';

const SET_ASIDE: OutboxStatus = {
  failures_before_set_aside: 10,
  subscribers: [{ name: 'ads', oldest_undelivered_seconds: 3 * 3_600 + 60, set_aside: 1 }],
  set_aside: [
    {
      subscriber: 'ads',
      event_id: 41,
      order_id: 17,
      event_type: 'status',
      event_at: '2026-07-02T09:00:00.000Z',
      failures: 10,
      last_error: 'job queue not started: cannot queue ad-send',
      set_aside_at: '2026-07-02T09:30:00.000Z',
      retried_at: null,
      retried_by: null,
    },
  ],
};
const NOTHING_BEHIND: OutboxStatus = {
  failures_before_set_aside: 10,
  subscribers: [{ name: 'ads', oldest_undelivered_seconds: null, set_aside: 0 }],
  set_aside: [],
};

function openSettings(handlers: Parameters<typeof mockApi>[0]) {
  const api = mockApi({ ...dashboardApi(), ...handlers });
  logInAs(ADMIN);
  renderBackOffice('/admin-dashboard/settings');
  return { api, user: userEvent.setup() };
}

describe('SETTINGS, Order outbox', () => {
  it('lists the set-aside deliveries with their error and puts one back with Try again', async () => {
    const { api, user } = openSettings({
      'GET /api/admin/outbox': { body: { data: SET_ASIDE } },
      'POST /api/admin/outbox/set-aside/ads/41/try-again': {
        body: { success: true, message: 'Delivery put back: it is tried again now', data: NOTHING_BEHIND },
      },
    });
    const table = await screen.findByRole('table', { name: 'Set-aside deliveries' });
    const [row] = within(table).getAllByRole('row').slice(1);
    expect(
      within(row!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual([
      '#17',
      'status (02/07/2026 10:00)',
      '10',
      'job queue not started: cannot queue ad-send',
      '02/07/2026 10:30',
      'TRY AGAIN',
    ]);
    expect(screen.getByText(/oldest undelivered event 3 h ago, 1 set aside/)).toBeInTheDocument();

    await user.click(within(row!).getByRole('button', { name: 'TRY AGAIN' }));
    expect(await screen.findByText('Delivery put back: it is tried again now')).toBeInTheDocument();
    expect(api.callsTo('POST /api/admin/outbox/set-aside/ads/41/try-again')).toHaveLength(1);
    expect(screen.queryByRole('table', { name: 'Set-aside deliveries' })).not.toBeInTheDocument();
    expect(screen.getByText('No delivery is set aside.')).toBeInTheDocument();
    expect(screen.getByText(/oldest undelivered event nothing waiting/)).toBeInTheDocument();
  });

  it('saves after how many failures an event is set aside, and shows a refusal under the field', async () => {
    const { api, user } = openSettings({
      'GET /api/admin/outbox': { body: { data: NOTHING_BEHIND } },
      'PUT /api/admin/outbox/settings': {
        body: {
          success: true,
          message: 'Outbox settings saved',
          data: { ...NOTHING_BEHIND, failures_before_set_aside: 5 },
        },
      },
    });
    const field = await screen.findByLabelText('Set an event aside after (failed deliveries)');
    expect(field).toHaveValue(10);
    await user.clear(field);
    await user.type(field, '0');
    await user.click(screen.getByRole('button', { name: 'SAVE OUTBOX SETTING' }));
    expect(field).toHaveAccessibleDescription('At least 1');
    expect(api.callsTo('PUT /api/admin/outbox/settings')).toHaveLength(0);

    await user.clear(field);
    await user.type(field, '5');
    await user.click(screen.getByRole('button', { name: 'SAVE OUTBOX SETTING' }));
    expect(await screen.findByText('Outbox settings saved')).toBeInTheDocument();
    expect(api.callsTo('PUT /api/admin/outbox/settings')[0]!.body).toEqual({ failures_before_set_aside: 5 });
    expect(field).toHaveValue(5);
  });
});
