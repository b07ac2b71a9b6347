import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DeliverySettings } from '@vigor/shared';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/test-utils';
import { ADMIN, dashboardApi, logInAs, renderBackOffice } from '../../../test/back-office';

function openSettings(handlers: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({
    ...dashboardApi(),
    'GET /api/confirmation/settings': {
      body: { data: { auto_cancel_hours: 72, whatsapp_templates: { fr: 'x', ar: 'y' } } },
    },
    ...handlers,
  });
  logInAs(ADMIN);
  renderBackOffice('/admin-dashboard/settings');
  return { api, user: userEvent.setup() };
}

describe('Delivery settings', () => {
  it('changes a fee, adds a city with its Arabic name, removes another and saves the whole list', async () => {
    const { api, user } = openSettings({
      'PUT /api/admin/delivery': ({ body }) => ({
        body: { success: true, message: 'Delivery settings saved', data: body as DeliverySettings },
      }),
    });
    const fee = await screen.findByLabelText('Fee for Other cities (dh)');
    expect(fee).toHaveValue(35);
    expect(screen.getByLabelText('Free delivery from (dh)')).toHaveValue(599);
    await user.clear(fee);
    await user.type(fee, '40');
    await user.click(screen.getByRole('button', { name: 'Remove Fès from Other cities' }));
    await user.click(screen.getByRole('button', { name: 'Add a city to Other cities' }));
    const cities = screen.getByRole('list', { name: 'Cities of Other cities' });
    await user.type(within(cities).getByLabelText('French name of city 3 of Other cities'), 'Agadir');
    const arabic = within(cities).getByLabelText('Arabic name of city 3 of Other cities');
    expect(arabic).toHaveAttribute('dir', 'rtl');
    await user.type(arabic, 'أكادير');
    await user.click(screen.getByRole('button', { name: 'SAVE DELIVERY' }));

    expect(await screen.findByText('Delivery settings saved')).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'PUT' && c.path === '/api/admin/delivery')?.body).toEqual({
      free_from: 599,
      zones: [
        { name: 'Casablanca', fee: 20, cities: [{ name_fr: 'Casablanca', name_ar: 'الدار البيضاء' }] },
        {
          name: 'Other cities',
          fee: 40,
          cities: [
            { name_fr: 'Rabat', name_ar: 'الرباط' },
            { name_fr: 'Tanger', name_ar: 'طنجة' },
            { name_fr: 'Agadir', name_ar: 'أكادير' },
          ],
        },
      ],
    });
  });

  it('shows errors next to their fields and sends nothing while they stand', async () => {
    const { api, user } = openSettings();
    const fee = await screen.findByLabelText('Fee for Casablanca (dh)');
    await user.clear(fee);
    await user.clear(screen.getByLabelText('Free delivery from (dh)'));
    await user.type(screen.getByLabelText('Free delivery from (dh)'), '-1');
    await user.clear(screen.getByLabelText('Arabic name of city 1 of Other cities'));
    await user.clear(screen.getByLabelText('French name of city 2 of Other cities'));
    await user.type(screen.getByLabelText('French name of city 2 of Other cities'), 'rabat');
    await user.click(screen.getByRole('button', { name: 'SAVE DELIVERY' }));

    expect(await screen.findByText('Please correct the highlighted fields.')).toBeInTheDocument();
    expect(fee).toHaveAccessibleDescription('Enter an amount in dh');
    expect(screen.getByLabelText('Free delivery from (dh)')).toHaveAccessibleDescription(
      'Must be 0 dh or more',
    );
    expect(screen.getByLabelText('Arabic name of city 1 of Other cities')).toHaveAccessibleDescription(
      'Arabic name is required',
    );
    // A city listed twice is told once the fields themselves are right.
    await user.type(fee, '20');
    await user.clear(screen.getByLabelText('Free delivery from (dh)'));
    await user.type(screen.getByLabelText('Free delivery from (dh)'), '599');
    await user.type(screen.getByLabelText('Arabic name of city 1 of Other cities'), 'الرباط');
    await user.click(screen.getByRole('button', { name: 'SAVE DELIVERY' }));
    expect(
      await screen.findByText('rabat is listed twice', { selector: '.field-error' }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('French name of city 2 of Other cities')).toHaveAccessibleDescription(
      'rabat is listed twice',
    );
    expect(api.calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it("shows the server's field errors next to their fields", async () => {
    const { user } = openSettings({
      'PUT /api/admin/delivery': {
        status: 400,
        body: { message: 'Invalid input', errors: { 'zones.1.fee': ['Must be at most 100000 dh'] } },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'SAVE DELIVERY' }));
    expect(await screen.findByLabelText('Fee for Other cities (dh)')).toHaveAccessibleDescription(
      'Must be at most 100000 dh',
    );
  });
});
