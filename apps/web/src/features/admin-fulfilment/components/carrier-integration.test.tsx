import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Carrier, CarrierParcel, CarrierSettings } from '@vigor/shared';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/test-utils';
import { ADMIN, dashboardApi, logInAs, renderBackOffice } from '../../../test/back-office';

const SENDIT: CarrierSettings = {
  id: 1,
  name: 'Sendit',
  active: true,
  integration: 'sendit',
  credentials: { public_key: '••••igor', secret_key: '••••cret' },
  pickup_district_id: '1',
  pickup_contact: null,
  cities_fetched_at: '2026-11-25T10:00:00.000Z',
  open_before_paying: true,
};
const CARRIERS: Carrier[] = [{ id: 1, name: 'Sendit', active: true }];

const PARCELS: CarrierParcel[] = [
  {
    order_id: 7,
    carrier: CARRIERS[0]!,
    state: 'created',
    district_choices: null,
    return_code: null,
    return_status: null,
    tracking_code: 'DLV100007',
    error: null,
    carrier_status: 'LOST_IN_SPACE',
    meaning: null,
    order_status: 'shipped',
    updated_at: '2026-11-25T10:00:00.000Z',
  },
  {
    order_id: 8,
    carrier: CARRIERS[0]!,
    state: 'failed',
    district_choices: null,
    return_code: null,
    return_status: null,
    tracking_code: null,
    error: 'Sendit refused the parcel: phone: The phone field is required.',
    carrier_status: null,
    meaning: null,
    order_status: 'confirmed',
    updated_at: '2026-11-25T10:00:00.000Z',
  },
  {
    order_id: 9,
    carrier: CARRIERS[0]!,
    state: 'needs_district',
    district_choices: [
      { code: '2', name: 'Ain Sebaa' },
      { code: '1', name: 'Maarif' },
    ],
    return_code: null,
    return_status: null,
    tracking_code: null,
    error: 'Choose the Sendit district of order #9: Casablanca has 2 districts and the address names none.',
    carrier_status: null,
    meaning: null,
    order_status: 'confirmed',
    updated_at: '2026-11-25T10:00:00.000Z',
  },
  {
    order_id: 10,
    carrier: CARRIERS[0]!,
    state: 'held',
    district_choices: null,
    return_code: null,
    return_status: null,
    tracking_code: null,
    error: 'Sendit did not answer when the parcel of order #10 was sent: it may exist there.',
    carrier_status: null,
    meaning: null,
    order_status: 'confirmed',
    updated_at: '2026-11-25T10:00:00.000Z',
  },
];

function mockCarrierApi() {
  return mockApi({
    ...dashboardApi(),
    'GET /api/shipping/carriers': {
      body: {
        data: CARRIERS.map((c) => ({
          ...c,
          integration: 'sendit',
          open_before_paying: true,
          delivery_fee: null,
          return_fee: null,
          cash_fee_percent: null,
        })),
      },
    },
    'GET /api/shipping/carrier-integrations': { body: { data: [SENDIT] } },
    'PUT /api/shipping/carriers/1/integration': {
      body: { success: true, message: 'Carrier updated', data: SENDIT },
    },
    'GET /api/shipping/batches': { body: { data: [] } },
    'GET /api/shipping/parcels': { body: { data: PARCELS } },
    'GET /api/shipping/carriers/1/sendit/pickup-cities': {
      body: {
        data: [
          { id: '1', name: 'Casablanca' },
          { id: '10', name: 'Rabat' },
        ],
      },
    },
    'PUT /api/shipping/parcels/9/district': {
      body: {
        success: true,
        message: 'District chosen',
        data: { order_id: 9, district: { code: '2', name: 'Ain Sebaa' } },
      },
    },
    'GET /api/shipping/carriers/1/cities': {
      body: {
        data: {
          carrier_id: 1,
          fetched_at: SENDIT.cities_fetched_at,
          carrier_cities: [{ code: '10', name: 'Rabat (Rabat)' }],
          rows: [
            { city: 'Rabat', city_ar: 'الرباط', carrier_city: { code: '10', name: 'Rabat' }, by: 'name' },
            { city: 'Tiflet', city_ar: 'تيفلت', carrier_city: null, by: null },
          ],
          matched: 1,
        },
      },
    },
    'POST /api/shipping/carriers/1/sync': {
      body: {
        data: {
          checked: 2,
          moved: [{ order_id: 7, from: 'shipped', to: 'delivered' }],
          unknown: [],
          errors: [],
          stale: [],
        },
      },
    },
    'POST /api/shipping/carriers/1/test': {
      body: {
        data: { ok: true, message: 'Connexion réussie : Sendit accepte les clés (ramassage à Casablanca).' },
      },
    },
    'POST /api/shipping/carriers/1/cities/fetch': {
      body: {
        success: true,
        message: 'Cities fetched',
        data: {
          carrier_id: 1,
          fetched_at: SENDIT.cities_fetched_at,
          carrier_cities: [],
          rows: [],
          matched: 0,
          set_aside: [{ row: '#7', reason: 'name has control characters' }],
        },
      },
    },
    'POST /api/shipping/parcels/10/release': {
      body: { success: true, message: 'Parcel updated', data: { ...PARCELS[3]!, state: 'created' } },
    },
    'GET /api/confirmation/settings': {
      body: { data: { auto_cancel_hours: 72, whatsapp_templates: { fr: 'Bonjour', ar: 'مرحبا' } } },
    },
  });
}

describe('integrated carriers', () => {
  it('SETTINGS shows saved keys masked and sends only the keys typed again', async () => {
    const api = mockCarrierApi();
    logInAs(ADMIN);
    renderBackOffice('/admin-dashboard/settings');
    const form = await screen.findByRole('form', { name: 'API of Sendit' });
    expect(within(form).getByLabelText('How Sendit is reached')).toHaveValue('sendit');
    const secret = within(form).getByLabelText('Secret key');
    expect(secret).toHaveAttribute('placeholder', '••••cret');
    expect(secret).toHaveValue('');
    await userEvent.type(within(form).getByLabelText('Public key'), 'pk_new');
    // The pickup district is one of Sendit's pickup cities.
    expect(await within(form).findByLabelText('Pickup city')).toHaveDisplayValue('Casablanca');
    await userEvent.click(within(form).getByRole('button', { name: 'TEST CONNECTION' }));
    expect(await within(form).findByText(/Connexion réussie/)).toHaveAttribute('role', 'status');
    await userEvent.click(within(form).getByRole('button', { name: 'SAVE' }));
    expect(await within(form).findByText('Sendit: saved.')).toHaveAttribute('role', 'status');
    expect(api.calls.find((c) => c.method === 'PUT')?.body).toEqual({
      integration: 'sendit',
      credentials: { public_key: 'pk_new' },
      pickup_district_id: '1',
      open_before_paying: true,
    });
  }, 20_000);

  it('SHIPPING lists unmatched cities, unknown statuses and refusals, takes a district, and syncs on demand', async () => {
    const api = mockCarrierApi();
    logInAs(ADMIN);
    renderBackOffice('/admin-dashboard/shipping');
    expect(await screen.findByText('1 of 2 delivery cities matched')).toBeInTheDocument();
    const toMap = screen.getByRole('list', { name: 'Cities to map at Sendit' });
    await userEvent.click(screen.getByRole('button', { name: 'FETCH SENDIT CITIES' }));
    expect(
      await screen.findByText("Set aside from Sendit's list: #7 (name has control characters)"),
    ).toHaveAttribute('role', 'note');
    expect(within(toMap).getByLabelText('Tiflet (تيفلت)')).toHaveValue('');
    const table = await screen.findByRole('table', { name: 'Parcels at the carriers' });
    expect(within(table).getByText('Unknown status: LOST_IN_SPACE')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Status unknown to the store, orders not moved: #7 (Sendit: LOST_IN_SPACE).',
    );
    expect(within(table).getByText(`Not created: ${PARCELS[1]!.error}`)).toBeInTheDocument();
    const choice = within(table).getByRole('form', { name: 'Answer for order #9' });
    await userEvent.selectOptions(within(choice).getByLabelText('District'), 'Ain Sebaa');
    await userEvent.click(within(choice).getByRole('button', { name: 'CHOOSE' }));
    expect(api.calls.find((c) => c.method === 'PUT' && c.path.endsWith('/district'))?.body).toEqual({
      district_code: '2',
    });
    await userEvent.click(screen.getByRole('button', { name: 'SYNC SENDIT NOW' }));
    expect(
      await screen.findByText('Sendit: 2 parcels checked, 1 order move, 0 unknown statuses.'),
    ).toBeInTheDocument();
  }, 20_000);

  it('SHIPPING asks the agent about a held parcel: found at the carrier, or sent again', async () => {
    const api = mockCarrierApi();
    logInAs(ADMIN);
    renderBackOffice('/admin-dashboard/shipping');
    const held = await screen.findByRole('form', { name: 'Held parcel of order #10' });
    expect(within(held).getByText(PARCELS[3]!.error!)).toBeInTheDocument();
    await userEvent.click(within(held).getByRole('button', { name: 'Not there: send it again' }));
    await vi.waitFor(() =>
      expect(api.calls.find((c) => c.path === '/api/shipping/parcels/10/release')?.body).toEqual({}),
    );
  }, 20_000);
});
