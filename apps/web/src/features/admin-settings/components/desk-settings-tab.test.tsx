import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DeskSettings } from '@vigor/shared';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/test-utils';
import { ADMIN, dashboardApi, logInAs, renderBackOffice } from '../../../test/back-office';

const SETTINGS: DeskSettings = {
  auto_cancel_hours: 72,
  retry_after_hours: 2,
  whatsapp_after_attempts: 4,
  whatsapp_templates: { fr: 'Bonjour {name}', ar: 'السلام عليكم {name}' },
  lead_delay_minutes: 15,
  leads_per_session_per_day: 10,
  leads_per_address_per_hour: 30,
};

function openSettings(put: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({
    ...dashboardApi(),
    'GET /api/confirmation/settings': { body: { data: SETTINGS } },
    ...put,
  });
  logInAs(ADMIN);
  renderBackOffice('/admin-dashboard/settings');
  return { api, user: userEvent.setup() };
}

describe('Settings tab', () => {
  it('shows the templates and the delay, and saves them', async () => {
    const saved: DeskSettings = {
      auto_cancel_hours: 48,
      retry_after_hours: 3,
      whatsapp_after_attempts: 4,
      whatsapp_templates: { fr: 'Salut {name}', ar: 'السلام عليكم {name}' },
      lead_delay_minutes: 30,
      leads_per_session_per_day: 10,
      leads_per_address_per_hour: 5,
    };
    const { api, user } = openSettings({
      'PUT /api/confirmation/settings': {
        body: { success: true, message: 'Desk settings saved', data: saved },
      },
    });
    const french = await screen.findByLabelText('WhatsApp message (French)');
    expect(french).toHaveValue('Bonjour {name}');
    expect(screen.getByLabelText('WhatsApp message (Arabic)')).toHaveAttribute('dir', 'rtl');
    const hours = screen.getByLabelText('Cancel unanswered orders after (hours)');
    expect(hours).toHaveValue(72);
    const retry = screen.getByLabelText('Call again after no answer (hours)');
    expect(retry).toHaveValue(2);
    expect(screen.getByLabelText('Propose WhatsApp after (unanswered calls)')).toHaveValue(4);

    await user.clear(french);
    await user.type(french, 'Salut {{name}');
    await user.clear(hours);
    await user.type(hours, '48');
    const leads = screen.getByLabelText('Call leads after (minutes)');
    expect(leads).toHaveValue(15);
    await user.clear(leads);
    await user.type(leads, '30');
    await user.clear(retry);
    await user.type(retry, '3');
    const perAddress = screen.getByLabelText('New leads per IP address in an hour');
    expect(perAddress).toHaveValue(30);
    await user.clear(perAddress);
    await user.type(perAddress, '5');
    await user.click(screen.getByRole('button', { name: 'SAVE SETTINGS' }));

    expect(await screen.findByText('Desk settings saved')).toBeInTheDocument();
    const put = api.calls.find((c) => c.method === 'PUT');
    expect(put?.body).toEqual({
      auto_cancel_hours: 48,
      retry_after_hours: 3,
      whatsapp_after_attempts: 4,
      whatsapp_templates: { fr: 'Salut {name}', ar: 'السلام عليكم {name}' },
      lead_delay_minutes: 30,
      leads_per_session_per_day: 10,
      leads_per_address_per_hour: 5,
    });
  });

  it('shows errors next to their fields and sends nothing while they stand', async () => {
    const { api, user } = openSettings();
    const hours = await screen.findByLabelText('Cancel unanswered orders after (hours)');
    await user.clear(screen.getByLabelText('WhatsApp message (Arabic)'));
    await user.clear(hours);
    await user.type(hours, '0');
    await user.click(screen.getByRole('button', { name: 'SAVE SETTINGS' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Please correct the highlighted fields.');
    expect(hours).toHaveAttribute('aria-invalid', 'true');
    expect(hours).toHaveAccessibleDescription(/greater than or equal to 1|>=1/);
    expect(screen.getByLabelText('WhatsApp message (Arabic)')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('WhatsApp message (French)')).not.toHaveAttribute('aria-invalid');
    expect(api.calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it("shows the server's field errors next to their fields", async () => {
    const { user } = openSettings({
      'PUT /api/confirmation/settings': {
        status: 400,
        body: { message: 'Invalid input.', errors: { 'whatsapp_templates.fr': ['Too long'] } },
      },
    });
    await screen.findByLabelText('WhatsApp message (French)');
    await user.click(screen.getByRole('button', { name: 'SAVE SETTINGS' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please correct the highlighted fields.');
    expect(screen.getByLabelText('WhatsApp message (French)')).toHaveAccessibleDescription('Too long');
  });
});
