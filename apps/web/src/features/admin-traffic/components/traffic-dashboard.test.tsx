import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, type ApiCall, type Reply } from '../../../test/test-utils';
import { activeUsersQuery, TRAFFIC_POLL_MS } from '../api/traffic';
import {
  activeUsers,
  CHROME_UA,
  deferredReply,
  EDGE_UA,
  FIREFOX_UA,
  logInAs,
  makeActiveUser,
  renderBackOffice,
  SAFARI_UA,
  TRAFFIC,
} from '../../../test/back-office';

type Handler = Reply | ((call: ApiCall) => Reply | Promise<Reply>);

function openTraffic(users: Handler, extra: Record<string, Handler> = {}) {
  const api = mockApi({ 'GET /api/traffic-dashboard/active-users': users, ...extra });
  logInAs(TRAFFIC);
  const app = renderBackOffice('/traffic-dashboard');
  return { api, user: userEvent.setup(), ...app };
}

const shopper = makeActiveUser({
  session_id: 'abcdef1234567890',
  ip_address: '196.12.0.4',
  user_agent: FIREFOX_UA,
  current_page: '/product/7',
  carts_count: 2,
  carts: [
    {
      id: 1,
      product_id: 7,
      product_name: 'Shadow Hoodie',
      size: 'M',
      quantity: 2,
      price: 300,
      prix_reduction: 250,
      unit_price: 250,
      on_sale: true,
      line_total: 500,
    },
    {
      id: 2,
      product_id: 8,
      product_name: 'Grit Beanie',
      size: 'One Size',
      quantity: 1,
      price: 99.9,
      prix_reduction: null,
      unit_price: 99.9,
      on_sale: false,
      line_total: 99.9,
    },
  ],
});

describe('Traffic dashboard', () => {
  it('shows the title, stats and one row per active user', async () => {
    openTraffic({
      body: activeUsers(
        [
          shopper,
          makeActiveUser({ session_id: 'zz99', user_agent: CHROME_UA, current_page: null, ip_address: null }),
          makeActiveUser({ user_agent: SAFARI_UA }),
          makeActiveUser({ user_agent: EDGE_UA }),
          makeActiveUser({ user_agent: 'curl/8.0' }),
          makeActiveUser({ user_agent: null }),
        ],
        { totalActive: 6, totalPageViews: 42, cartActivities: 2 },
      ),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Traffic Dashboard' })).toBeInTheDocument();
    expect(screen.getByText('Real-time User Monitoring')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Active Users (6)' })).toBeInTheDocument();
    const stats = screen.getByLabelText('Traffic');
    const value = (label: string) => within(stats).getByText(label).nextElementSibling?.textContent;
    expect(value('Active Users')).toBe('6');
    expect(value('Page Views')).toBe('42');
    expect(value('Cart Activities')).toBe('2');
    expect(screen.getByText(/Last updated:/)).not.toHaveTextContent('—');

    const rows = screen.getAllByRole('row').slice(1);
    expect(rows).toHaveLength(6);
    const first = within(rows[0]!);
    expect(first.getByText('abcdef12…')).toBeInTheDocument();
    expect(first.getByText('/product/7')).toBeInTheDocument();
    expect(first.getByText('196.12.0.4')).toBeInTheDocument();
    expect(first.getByText('Firefox')).toBeInTheDocument();
    expect(first.getByText('2 items')).toBeInTheDocument();
    const second = within(rows[1]!);
    expect(second.getByText('Home')).toBeInTheDocument();
    expect(second.getByText('Unknown')).toBeInTheDocument();
    expect(second.getByText('Chrome')).toBeInTheDocument();
    expect(second.getByText('Empty')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Safari')).toBeInTheDocument();
    expect(within(rows[3]!).getByText('Edge')).toBeInTheDocument();
    expect(within(rows[4]!).getByText('Other Browser')).toBeInTheDocument();
    expect(within(rows[5]!).getAllByText('Unknown').length).toBeGreaterThan(0);
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Session',
      'Current page',
      'IP',
      'Browser',
      'Last activity',
      'Cart',
    ]);
  });

  it('expands a row on click and with the keyboard, showing the session and its cart in dh', async () => {
    const { user } = openTraffic({ body: activeUsers([shopper]) });
    const toggle = await screen.findByRole('button', { name: /Session abcdef12…: show details/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(screen.getByText('/product/7'));
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const details = document.getElementById(toggle.getAttribute('aria-controls') ?? '') as HTMLElement;
    expect(details).not.toBeNull();
    const view = within(details);
    expect(view.getByText('abcdef1234567890')).toBeInTheDocument();
    expect(view.getByText('Firefox')).toBeInTheDocument();
    expect(view.getByText('Session start')).toBeInTheDocument();
    expect(view.getByText('Last activity')).toBeInTheDocument();
    const hoodie = view.getByRole('rowheader', { name: /Shadow Hoodie/ }).closest('tr') as HTMLElement;
    expect(within(hoodie).getByText('ON SALE')).toBeInTheDocument();
    expect(within(hoodie).getByText('M')).toBeInTheDocument();
    expect(within(hoodie).getByText('2')).toBeInTheDocument();
    expect(within(hoodie).getByText('250.00 dh', { exact: false })).toBeInTheDocument();
    expect(within(hoodie).getByText('500.00 dh')).toBeInTheDocument();
    const beanie = view.getByRole('rowheader', { name: /Grit Beanie/ }).closest('tr') as HTMLElement;
    expect(within(beanie).queryByText('ON SALE')).not.toBeInTheDocument();
    expect(view.getByText('599.90 dh')).toBeInTheDocument();
    expect(details.textContent).not.toContain('$');

    toggle.focus();
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('abcdef1234567890')).not.toBeInTheDocument();
    await user.keyboard(' ');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
  });

  it('shows cards instead of a table below 768px', async () => {
    vi.stubGlobal(
      'matchMedia',
      vi.fn((query: string) => ({
        matches: query.includes('max-width: 767'),
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      })),
    );
    const { user } = openTraffic({ body: activeUsers([shopper]) });
    const toggle = await screen.findByRole('button', { name: /Session abcdef12…/ });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const card = toggle.closest('li') as HTMLElement;
    expect(within(card).getByText('2 items')).toBeInTheDocument();
    expect(within(card).getByText('Firefox')).toBeInTheDocument();
    await user.click(toggle);
    expect(within(card).getByText('599.90 dh')).toBeInTheDocument();
  });

  it('says when nobody is active', async () => {
    openTraffic({ body: activeUsers([]) });
    expect(await screen.findByText('No active users at the moment')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Active Users (0)' })).toBeInTheDocument();
  });

  it('polls every 5 seconds and Refresh reloads at once', async () => {
    expect(activeUsersQuery().refetchInterval).toBe(5000);
    expect(TRAFFIC_POLL_MS).toBe(5000);
    const { api, user } = openTraffic({ body: activeUsers([]) });
    await screen.findByText('No active users at the moment');
    expect(api.callsTo('GET /api/traffic-dashboard/active-users')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(api.callsTo('GET /api/traffic-dashboard/active-users')).toHaveLength(2));
  });

  it('does not start a poll while a request is still running', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const slow = deferredReply({ body: activeUsers([]) });
    let calls = 0;
    openTraffic(() => {
      calls += 1;
      return calls === 1 ? { body: activeUsers([]) } : slow.handler();
    });
    await screen.findByText('No active users at the moment');
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(calls).toBe(2);
    await act(() => vi.advanceTimersByTimeAsync(12_000));
    expect(calls).toBe(2);
    slow.release();
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(calls).toBe(3);
  });

  it('asks for confirmation before RESET ALL and reports the counts', async () => {
    const { api, user } = openTraffic(
      { body: activeUsers([shopper]) },
      {
        'POST /api/session/reset-all': {
          body: {
            success: true,
            message: 'ok',
            data: { sessions_deleted: 4, carts_deleted: 7, quick_cart_deleted: 1 },
          },
        },
      },
    );
    await user.click(await screen.findByRole('button', { name: 'RESET ALL' }));
    const dialog = screen.getByRole('dialog', { name: 'Reset all sessions?' });
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Delete all guest sessions',
      'Clear all carts',
      'Remove all quick cart items',
      'Log out all active users',
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.callsTo('POST /api/session/reset-all')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'RESET ALL' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Yes, reset all' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Sessions reset successfully! Deleted 4 guest sessions, 7 cart items and 1 quick cart items.',
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(api.callsTo('GET /api/traffic-dashboard/active-users').length).toBeGreaterThan(1),
    );
  });

  it.each([
    [
      { status: 500, body: { message: 'Internal server error' } },
      'Failed to reset sessions: Internal server error',
    ],
    [{ networkError: true }, 'Error resetting sessions: Network error: the server could not be reached.'],
  ])('reports a failed reset: %j', async (reply, text) => {
    const { user } = openTraffic({ body: activeUsers([]) }, { 'POST /api/session/reset-all': reply });
    await user.click(await screen.findByRole('button', { name: 'RESET ALL' }));
    await user.click(screen.getByRole('button', { name: 'Yes, reset all' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
  });

  it('logs out on a 401', async () => {
    const { router } = openTraffic({ status: 401, body: { message: 'Token revoked' } });
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
    expect(localStorage.getItem('authToken')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
  });
});
