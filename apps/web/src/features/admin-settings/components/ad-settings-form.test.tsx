import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdSendsReport, AdSettings } from '@vigor/shared';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/test-utils';
import { ADMIN, NO_AD_SETTINGS, dashboardApi, logInAs, renderBackOffice } from '../../../test/back-office';

const SAVED: AdSettings = {
  ...NO_AD_SETTINGS,
  meta_pixel_id: '123456789012345',
  meta_access_token_saved: true,
  tiktok_pixel_code: 'C4PIXELCODE12345',
  tiktok_access_token_saved: true,
};

const SENDS: AdSendsReport = {
  recent: [
    {
      id: 2,
      order_id: 41,
      platform: 'tiktok',
      event: 'purchase',
      event_id: 'ev-1',
      status: 'skipped',
      reason: 'too_late',
      attempts: 0,
      created_at: '2026-11-25T10:00:00.000Z',
      updated_at: '2026-11-25T10:00:00.000Z',
    },
    {
      id: 1,
      order_id: 40,
      platform: 'meta',
      event: 'lead',
      event_id: 'ev-0',
      status: 'sent',
      reason: null,
      attempts: 3,
      created_at: '2026-11-25T09:00:00.000Z',
      updated_at: '2026-11-25T09:05:00.000Z',
    },
  ],
  last_7_days: { pending: 0, sent: 1, skipped: 1, failed: 0 },
};

function openSettings(routes: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({
    ...dashboardApi(),
    'GET /api/confirmation/settings': {
      body: { data: { auto_cancel_hours: 72, whatsapp_templates: { fr: 'Bonjour', ar: 'مرحبا' } } },
    },
    'GET /api/admin/ads': { body: { data: SAVED } },
    'GET /api/admin/ads/sends': { body: { data: SENDS } },
    ...routes,
  });
  logInAs(ADMIN);
  renderBackOffice('/admin-dashboard/settings');
  return { api, user: userEvent.setup() };
}

describe('SETTINGS tab, Ads', () => {
  it('never shows a saved token, keeps it when its field stays empty, and saves the rest', async () => {
    const { api, user } = openSettings({
      'PUT /api/admin/ads': {
        body: { success: true, message: 'Ad settings saved', data: { ...SAVED, purchase_on: 'delivered' } },
      },
    });
    const form = await screen.findByRole('form', { name: 'Ad settings' });
    expect(within(form).getByLabelText('Meta pixel id')).toHaveValue('123456789012345');
    const metaToken = within(form).getByLabelText('Meta Conversions API access token');
    expect(metaToken).toHaveValue('');
    expect(metaToken).toHaveAttribute('placeholder', 'Saved (type a new one to replace it)');

    await user.type(within(form).getByLabelText('TikTok Events API access token'), 'newTikTokToken123');
    await user.selectOptions(within(form).getByLabelText('Report a purchase when the order is'), 'delivered');
    await user.click(within(form).getByRole('button', { name: 'SAVE AD SETTINGS' }));

    expect(await screen.findByText('Ad settings saved')).toBeInTheDocument();
    expect(api.callsTo('PUT /api/admin/ads')[0]?.body).toEqual({
      meta_pixel_id: '123456789012345',
      meta_test_event_code: null,
      tiktok_pixel_code: 'C4PIXELCODE12345',
      tiktok_access_token: 'newTikTokToken123',
      tiktok_test_event_code: null,
      purchase_on: 'delivered',
    });
    expect(within(form).getByLabelText('TikTok Events API access token')).toHaveValue('');
  });

  it("tests a platform's connection and shows its answer in French", async () => {
    const message = "Connexion réussie : Meta a reçu l'événement de test.";
    const { api, user } = openSettings({
      'POST /api/admin/ads/test': { body: { data: { connected: true, message } } },
    });
    const form = await screen.findByRole('form', { name: 'Ad settings' });
    await user.click(within(form).getByRole('button', { name: 'TEST META CONNECTION' }));
    expect(await within(form).findByRole('status')).toHaveTextContent(message);
    expect(api.callsTo('POST /api/admin/ads/test')[0]?.body).toEqual({ platform: 'meta' });
  });

  it('shows a malformed id next to its field and sends nothing', async () => {
    const { api, user } = openSettings();
    const form = await screen.findByRole('form', { name: 'Ad settings' });
    const pixel = within(form).getByLabelText('Meta pixel id');
    await user.clear(pixel);
    await user.type(pixel, 'abc');
    await user.click(within(form).getByRole('button', { name: 'SAVE AD SETTINGS' }));
    expect(await within(form).findByText('A Meta pixel id is 5 to 20 digits.')).toBeInTheDocument();
    expect(api.callsTo('PUT /api/admin/ads')).toEqual([]);
  });

  it('lists the last server events with their outcome and the 7-day counts', async () => {
    openSettings();
    const list = await screen.findByRole('region', { name: 'Ad events sent' });
    expect(
      within(list).getByText('Last 7 days: 0 pending, 1 sent, 1 skipped, 0 failed.'),
    ).toBeInTheDocument();
    const rows = within(list).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .slice(1)
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ['#41', 'TikTok', 'Purchase', 'skipped', 'More than 7 days old (the platforms refuse it).'],
      ['#40', 'Meta', 'Lead', 'sent', ' (3 attempts)'],
    ]);
  });
});
