import { screen, within } from '@testing-library/react';
import type { Carrier } from '@vigor/shared';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/test-utils';
import { ADMIN, dashboardApi, logInAs, renderBackOffice } from '../../../test/back-office';

const CARRIERS: Carrier[] = [
  { id: 1, name: 'Amana', active: true },
  { id: 2, name: 'Old Express', active: false },
];

function open(tab: string) {
  mockApi({
    ...dashboardApi(),
    'GET /api/shipping/carriers': { body: { data: CARRIERS } },
    'GET /api/shipping/batches': { body: { data: [] } },
    'GET /api/confirmation/settings': {
      body: { data: { auto_cancel_hours: 72, whatsapp_templates: { fr: 'Bonjour', ar: 'مرحبا' } } },
    },
  });
  logInAs(ADMIN);
  renderBackOffice(`/admin-dashboard/${tab}`);
}

const options = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((o) => o.textContent);

describe('carriers', () => {
  it('are listed and switched on or off in SETTINGS, not in SHIPPING', async () => {
    open('settings');
    const panel = await screen.findByRole('region', { name: 'Carriers' });
    expect(await within(panel).findByLabelText('Amana')).toBeChecked();
    expect(within(panel).getByLabelText('Old Express')).not.toBeChecked();
  }, 20_000);

  it('are picked from one list: active ones for a batch, every one for a payout', async () => {
    open('shipping');
    const ship = await screen.findByRole('combobox', { name: 'Carrier' });
    const payout = screen.getByRole('combobox', { name: 'Payout carrier' });
    await within(ship).findByRole('option', { name: 'Amana' });
    expect(options(ship)).toEqual(['Choose…', 'Amana']);
    expect(options(payout)).toEqual(['Choose…', 'Amana', 'Old Express (switched off)']);
    expect(screen.queryByRole('region', { name: 'Carriers' })).toBeNull();
  }, 20_000);
});
