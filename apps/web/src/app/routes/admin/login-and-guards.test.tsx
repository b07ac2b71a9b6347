import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/test-utils';
import {
  activeUsers,
  ADMIN,
  dashboardApi,
  logInAs,
  renderBackOffice,
  TRAFFIC,
} from '../../../test/back-office';

async function submitLogin(nom: string, password: string) {
  const user = userEvent.setup();
  await screen.findByRole('heading', { name: 'Connexion administrateur' });
  if (nom) await user.type(screen.getByLabelText('Nom'), nom);
  if (password) await user.type(screen.getByLabelText('Mot de passe'), password);
  await user.click(screen.getByRole('button', { name: 'Se connecter' }));
  return user;
}

describe('Admin login', () => {
  it('is in French and requires both fields', async () => {
    const api = mockApi();
    renderBackOffice('/admin');
    await submitLogin('', '');
    expect(screen.getByText('Nom requis')).toBeInTheDocument();
    expect(screen.getByText('Mot de passe requis')).toBeInTheDocument();
    expect(screen.getByLabelText('Nom')).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('POST /api/admin/login')).toHaveLength(0);
  });

  it('stores the token and user and sends an admin to /admin-dashboard', async () => {
    const api = mockApi({
      'POST /api/admin/login': { body: { success: true, token: 'jwt-admin', user: ADMIN, message: 'ok' } },
      ...dashboardApi(),
    });
    const { router } = renderBackOffice('/admin');
    await submitLogin(' admin ', 'secret-password');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin-dashboard'));
    expect(api.callsTo('POST /api/admin/login')[0]?.body).toEqual({
      nom: 'admin',
      password: 'secret-password',
    });
    expect(localStorage.getItem('authToken')).toBe('jwt-admin');
    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toEqual(ADMIN);
    expect(await screen.findByRole('heading', { name: 'VIGOR ADMIN' })).toBeInTheDocument();
  });

  it('sends a traffic_admin to /traffic-dashboard', async () => {
    mockApi({
      'POST /api/admin/login': {
        body: { success: true, token: 'jwt-traffic', user: TRAFFIC, message: 'ok' },
      },
      'GET /api/traffic-dashboard/active-users': { body: activeUsers([]) },
    });
    const { router } = renderBackOffice('/admin');
    await submitLogin('traffic', 'secret-password');
    await waitFor(() => expect(router.state.location.pathname).toBe('/traffic-dashboard'));
    expect(await screen.findByRole('heading', { name: 'Traffic Dashboard' })).toBeInTheDocument();
  });

  it('shows the server message of a refused login', async () => {
    mockApi({
      'POST /api/admin/login': { status: 429, body: { message: 'Trop de tentatives de connexion.' } },
    });
    renderBackOffice('/admin');
    await submitLogin('admin', 'x');
    expect(await screen.findByRole('alert')).toHaveTextContent('Trop de tentatives de connexion.');
    expect(localStorage.getItem('authToken')).toBeNull();
  });

  it("shows 'Nom ou mot de passe incorrect' for a 401 without a message", async () => {
    mockApi({ 'POST /api/admin/login': { status: 401, body: {} } });
    const { router } = renderBackOffice('/admin');
    await submitLogin('admin', 'wrong');
    expect(await screen.findByRole('alert')).toHaveTextContent('Nom ou mot de passe incorrect');
    expect(router.state.location.pathname).toBe('/admin');
    // A refused login is not a session ending: no new history entry, no redirect.
    expect(router.state.historyAction).toBe('POP');
  });

  it("shows 'Erreur de connexion' when the server cannot be reached", async () => {
    mockApi({ 'POST /api/admin/login': { networkError: true } });
    renderBackOffice('/admin');
    await submitLogin('admin', 'secret');
    expect(await screen.findByRole('alert')).toHaveTextContent('Erreur de connexion');
  });

  it('sends a user who is already logged in to the page of their role', async () => {
    mockApi(dashboardApi());
    logInAs(ADMIN);
    const { router } = renderBackOffice('/admin');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin-dashboard'));
  });
});

describe('Route guards', () => {
  it('/admin-dashboard without a token goes to /admin', async () => {
    const api = mockApi();
    const { router } = renderBackOffice('/admin-dashboard');
    expect(await screen.findByRole('heading', { name: 'Connexion administrateur' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin');
    expect(api.callsTo('GET /api/sales')).toHaveLength(0);
  });

  it('a traffic_admin cannot open /admin-dashboard', async () => {
    const api = mockApi({ 'GET /api/traffic-dashboard/active-users': { body: activeUsers([]) } });
    logInAs(TRAFFIC);
    const { router } = renderBackOffice('/admin-dashboard');
    expect(await screen.findByRole('heading', { name: 'Traffic Dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/traffic-dashboard');
    expect(api.callsTo('GET /api/sales')).toHaveLength(0);
  });

  it('/traffic-dashboard without a token goes to /admin', async () => {
    mockApi();
    const { router } = renderBackOffice('/traffic-dashboard');
    await screen.findByRole('heading', { name: 'Connexion administrateur' });
    expect(router.state.location.pathname).toBe('/admin');
  });

  it('/traffic-dashboard with a token but no traffic_admin role goes to /admin, which sends an admin on', async () => {
    const api = mockApi(dashboardApi());
    logInAs(ADMIN);
    const { router } = renderBackOffice('/traffic-dashboard');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin-dashboard'));
    expect(api.callsTo('GET /api/traffic-dashboard/active-users')).toHaveLength(0);
  });

  it('/traffic-dashboard with a token and no stored user goes to /admin', async () => {
    mockApi();
    logInAs(null);
    const { router } = renderBackOffice('/traffic-dashboard');
    await screen.findByRole('heading', { name: 'Connexion administrateur' });
    expect(router.state.location.pathname).toBe('/admin');
  });

  it('a 401 from the API clears the token and user and goes to /admin', async () => {
    mockApi({
      'GET /api/sales': { status: 401, body: { message: 'Session expirée' } },
      'GET /api/products': { body: { data: [], meta: { page: 1, per_page: 12, total: 0, total_pages: 0 } } },
      'GET /api/messages': { status: 401, body: { message: 'Session expirée' } },
    });
    logInAs(ADMIN);
    const { router } = renderBackOffice('/admin-dashboard');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
    expect(localStorage.getItem('authToken')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(await screen.findByRole('heading', { name: 'Connexion administrateur' })).toBeInTheDocument();
  });
});

describe('Logout', () => {
  it('revokes the token on the server, clears storage and goes to /', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      ...dashboardApi(),
      'POST /api/admin/logout': { body: { success: true, message: 'ok' } },
    });
    logInAs(ADMIN, 'jwt-1');
    const { router } = renderBackOffice('/admin-dashboard');
    await user.click(await screen.findByRole('button', { name: 'LOGOUT' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    const call = api.callsTo('POST /api/admin/logout')[0];
    expect(call?.headers.Authorization).toBe('Bearer jwt-1');
    await waitFor(() => expect(localStorage.getItem('authToken')).toBeNull());
    expect(localStorage.getItem('user')).toBeNull();
    // The staff screens stop asking before the token is forgotten: none of their requests goes out
    // without it (the server would answer 401).
    const staffCalls = api.calls.filter((c) => /^\/api\/(sales|messages|admin)/.test(c.path));
    expect(staffCalls.filter((c) => !c.headers.Authorization)).toEqual([]);
    expect(router.state.location.pathname).toBe('/');
  });

  it('logs out locally even when the server call fails', async () => {
    const user = userEvent.setup();
    mockApi({ ...dashboardApi(), 'POST /api/admin/logout': { networkError: true } });
    logInAs(ADMIN);
    const { router } = renderBackOffice('/admin-dashboard');
    await user.click(await screen.findByRole('button', { name: 'LOGOUT' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    await waitFor(() => expect(localStorage.getItem('authToken')).toBeNull());
  });

  it('the traffic dashboard logs out to /admin', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      'GET /api/traffic-dashboard/active-users': { body: activeUsers([]) },
      'POST /api/admin/logout': { body: { success: true, message: 'ok' } },
    });
    logInAs(TRAFFIC);
    const { router } = renderBackOffice('/traffic-dashboard');
    await user.click(await screen.findByRole('button', { name: 'LOGOUT' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
    expect(api.callsTo('POST /api/admin/logout')).toHaveLength(1);
    expect(localStorage.getItem('authToken')).toBeNull();
    expect(await screen.findByRole('heading', { name: 'Connexion administrateur' })).toBeInTheDocument();
  });
});
