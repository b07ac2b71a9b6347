import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StaffUser } from '@vigor/shared';
import { describe, expect, it } from 'vitest';
import { paths } from '../../../config/paths';
import { ADMIN, dashboardApi, logInAs, renderBackOffice } from '../../../test/back-office';
import { mockApi, type ApiCall } from '../../../test/test-utils';

const AGENT: StaffUser = {
  id: 5,
  nom: 'salma',
  role: 'agent',
  created_at: '2026-11-01T00:00:00.000Z',
  last_login_at: null,
  disabled: false,
  commission_per_delivered: 0,
};

function openStaff() {
  let users = [ADMIN, AGENT];
  const edit = (call: ApiCall) => {
    const id = Number(call.path.split('/').pop());
    const body = call.body as Partial<StaffUser>;
    users = users.map((u) => (u.id === id ? { ...u, ...body, disabled: body.disabled ?? u.disabled } : u));
    return { body: { success: true, message: 'User updated', data: users.find((u) => u.id === id) } };
  };
  const api = mockApi({
    ...dashboardApi(),
    'GET /api/utilisateurs': () => ({ body: { data: users } }),
    'POST /api/utilisateurs': (call) => {
      const created = { ...AGENT, id: 6, ...(call.body as object), last_login_at: null, disabled: false };
      users = [...users, created];
      return { status: 201, body: { success: true, message: 'User created', data: created } };
    },
    'PUT /api/utilisateurs/5': edit,
    'PUT /api/utilisateurs/6': edit,
  });
  logInAs(ADMIN);
  renderBackOffice(paths.adminTab('staff'));
  return { api, user: userEvent.setup() };
}

describe('STAFF', () => {
  it('lists staff with role, last login and status; the admin’s own row cannot be disabled or demoted', async () => {
    openStaff();
    const own = await screen.findByRole('row', { name: /^admin/ });
    expect(within(own).getByRole('combobox', { name: 'Role of admin' })).toBeDisabled();
    expect(within(own).queryByRole('button', { name: 'DISABLE' })).not.toBeInTheDocument();
    const agent = screen.getByRole('row', { name: /^salma/ });
    expect(within(agent).getByRole('combobox', { name: 'Role of salma' })).toHaveValue('agent');
    expect(within(agent).getByText('Never')).toBeInTheDocument();
    expect(within(agent).getByText('Active')).toBeInTheDocument();
  });

  it('creates a user with a role and a suggested strong password', async () => {
    const { api, user } = openStaff();
    const form = await screen.findByRole('form', { name: 'New staff user' });
    await user.type(within(form).getByLabelText('Name'), 'karim');
    await user.selectOptions(within(form).getByLabelText('Role'), 'shipper');
    await user.click(within(form).getByRole('button', { name: 'SUGGEST A PASSWORD' }));
    const password = within(form).getByLabelText<HTMLInputElement>('Password').value;
    expect(password).toMatch(/^[\w]{5}(-[\w]{5}){3}$/);
    await user.click(within(form).getByRole('button', { name: 'CREATE' }));
    await waitFor(() => expect(api.callsTo('POST /api/utilisateurs')).toHaveLength(1));
    expect(api.callsTo('POST /api/utilisateurs')[0]!.body).toEqual({
      nom: 'karim',
      role: 'shipper',
      password,
    });
    expect(await screen.findByRole('row', { name: /^karim/ })).toBeInTheDocument();
  });

  it('refuses a short password before asking the server', async () => {
    const { api, user } = openStaff();
    const form = await screen.findByRole('form', { name: 'New staff user' });
    await user.type(within(form).getByLabelText('Name'), 'karim');
    await user.type(within(form).getByLabelText('Password'), 'short');
    await user.click(within(form).getByRole('button', { name: 'CREATE' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('at least 10 characters');
    expect(api.callsTo('POST /api/utilisateurs')).toHaveLength(0);
  });

  it('disables and enables a user, changes a role and resets a password', async () => {
    const { api, user } = openStaff();
    const row = await screen.findByRole('row', { name: /^salma/ });
    await user.click(within(row).getByRole('button', { name: 'DISABLE' }));
    expect(await within(row).findByText('Disabled')).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'ENABLE' }));
    expect(await within(row).findByText('Active')).toBeInTheDocument();
    await user.selectOptions(within(row).getByRole('combobox', { name: 'Role of salma' }), 'accountant');
    await user.click(within(row).getByRole('button', { name: 'RESET PASSWORD' }));
    await user.type(within(row).getByLabelText('New password'), 'a new long passphrase');
    await user.click(within(row).getByRole('button', { name: 'SAVE' }));
    await waitFor(() => expect(api.callsTo('PUT /api/utilisateurs/5')).toHaveLength(4));
    expect(api.callsTo('PUT /api/utilisateurs/5').map((c) => c.body)).toEqual([
      { disabled: true },
      { disabled: false },
      { role: 'accountant' },
      { password: 'a new long passphrase' },
    ]);
  });

  it("sets an agent's commission per delivered order", async () => {
    const { api, user } = openStaff();
    const form = await screen.findByRole('form', { name: 'Commission of salma' });
    await user.clear(within(form).getByLabelText('Dh per delivered order'));
    await user.type(within(form).getByLabelText('Dh per delivered order'), '12.5');
    await user.click(within(form).getByRole('button', { name: 'SET' }));
    await waitFor(() =>
      expect(api.callsTo('PUT /api/utilisateurs/5').map((c) => c.body)).toEqual([
        { commission_per_delivered: 12.5 },
      ]),
    );
  });
});
