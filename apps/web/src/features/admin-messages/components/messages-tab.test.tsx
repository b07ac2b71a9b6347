import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, type ApiCall, type Reply } from '../../../test/test-utils';
import {
  ADMIN,
  captureDownloads,
  dashboardApi,
  deferredReply,
  logInAs,
  makeMessage,
  messagesPage,
  queryOf,
  renderBackOffice,
} from '../../../test/back-office';

const listCalls = (calls: ApiCall[]) =>
  calls.filter((c) => c.method === 'GET' && c.path === '/api/messages' && queryOf(c).per_page === '20');

function openMessages(
  messages: (call: ApiCall) => Reply | Promise<Reply>,
  extra: Record<string, Reply | ((call: ApiCall) => Reply | Promise<Reply>)> = {},
) {
  const api = mockApi({ ...dashboardApi({ messages }), ...extra });
  logInAs(ADMIN);
  const app = renderBackOffice('/admin-dashboard/messages');
  return { api, user: userEvent.setup(), ...app };
}

describe('Messages tab', () => {
  it('opens from the MESSAGES tab and lists the messages with a truncated text', async () => {
    const user = userEvent.setup();
    mockApi(
      dashboardApi({
        messages: messagesPage([
          makeMessage({ id: 9, first_name: 'Salma', last_name: 'Bennani', email: 's@b.ma' }),
        ]),
      }),
    );
    logInAs(ADMIN);
    const { router } = renderBackOffice('/admin-dashboard');
    await user.click(await screen.findByRole('tab', { name: 'MESSAGES' }));
    expect(router.state.location.pathname).toBe('/admin-dashboard/messages');
    expect(await screen.findByRole('heading', { name: 'Customer Messages' })).toBeInTheDocument();
    const row = (await screen.findByRole('rowheader', { name: 'Salma Bennani' })).closest(
      'tr',
    ) as HTMLElement;
    expect(within(row).getByRole('link', { name: 's@b.ma' })).toHaveAttribute('href', 'mailto:s@b.ma');
    expect(within(row).getByText('Size question')).toBeInTheDocument();
    const text = within(row).getByTitle(/does the Shadow Hoodie run small/);
    expect(text.textContent).toMatch(/…$/);
    expect(text.textContent.length).toBeLessThanOrEqual(61);
    expect(
      within(row).getByRole('combobox', { name: /Status of the message from Salma Bennani/ }),
    ).toHaveValue('unread');
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Name',
      'Email',
      'Subject',
      'Message',
      'Status',
      'Date',
      'Actions',
    ]);
  });

  it('shows the loading and empty states', async () => {
    const reply = deferredReply({ body: messagesPage([]) });
    openMessages((call) => (queryOf(call).per_page === '1' ? { body: messagesPage([]) } : reply.handler()));
    expect(await screen.findByText('Loading messages...')).toBeInTheDocument();
    reply.release();
    expect(await screen.findByText('No messages found')).toBeInTheDocument();
  });

  it('searches and filters through the API', async () => {
    const { api, user } = openMessages((call) => {
      const { status, q } = queryOf(call);
      if (status === 'archived')
        return { body: messagesPage([makeMessage({ subject: 'Old one', status: 'archived' })]) };
      if (q === 'refund') return { body: messagesPage([makeMessage({ subject: 'Refund please' })]) };
      return { body: messagesPage([makeMessage(), makeMessage()]) };
    });
    const search = await screen.findByRole('searchbox', { name: 'Search messages' });
    expect(search).toHaveAttribute('placeholder', 'Search by name, email, subject...');
    await user.type(search, 'refund');
    expect(await screen.findByText('Refund please')).toBeInTheDocument();
    expect(queryOf(listCalls(api.calls).at(-1))).toEqual({ q: 'refund', page: '1', per_page: '20' });
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    await user.click(screen.getByRole('button', { name: /Show: All Messages/ }));
    expect(
      screen
        .getAllByRole('button', { name: /^(All Messages|Unread|Read|Archived)$/ })
        .map((b) => b.textContent),
    ).toEqual(['All Messages', 'Unread', 'Read', 'Archived']);
    await user.click(screen.getByRole('button', { name: 'Archived' }));
    expect(await screen.findByText('Old one')).toBeInTheDocument();
    expect(queryOf(listCalls(api.calls).at(-1))).toEqual({ status: 'archived', page: '1', per_page: '20' });
  });

  it('changes a status, the dropdown disabled meanwhile', async () => {
    const put = deferredReply({
      body: { success: true, message: 'ok', data: makeMessage({ id: 4, status: 'read' }) },
    });
    const { api, user } = openMessages(
      () => ({ body: messagesPage([makeMessage({ id: 4, first_name: 'Ali', last_name: 'K' })]) }),
      {
        'PUT /api/messages/4': put.handler,
      },
    );
    const select = await screen.findByRole('combobox', { name: /Status of the message from Ali K/ });
    await user.selectOptions(select, 'read');
    expect(select).toBeDisabled();
    expect(api.callsTo('PUT /api/messages/4')[0]?.body).toEqual({ status: 'read' });
    put.release();
    await waitFor(() => expect(select).toBeEnabled());
  });

  it('deletes after confirmation and shows failures in a dismissible banner', async () => {
    const { api, user } = openMessages(
      () => ({
        body: messagesPage([makeMessage({ id: 6, first_name: 'Ali', last_name: 'K', subject: 'Hi' })]),
      }),
      { 'DELETE /api/messages/6': { status: 500, body: { message: 'Something went wrong' } } },
    );
    await user.click(await screen.findByRole('button', { name: 'Delete the message from Ali K' }));
    const confirm = screen.getByRole('dialog', { name: 'Delete this message?' });
    expect(api.callsTo('DELETE /api/messages/6')).toHaveLength(0);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.callsTo('DELETE /api/messages/6')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Delete the message from Ali K' }));
    expect(confirm).not.toBeInTheDocument();
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Yes, delete' }));
    const banner = await screen.findByRole('alert');
    expect(banner).toHaveTextContent('Messages: Could not delete the message: Something went wrong');
    expect(api.callsTo('DELETE /api/messages/6')).toHaveLength(1);
    await user.click(within(banner).getByRole('button', { name: 'Dismiss messages error' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('exports the messages as a spreadsheet', async () => {
    const downloads = captureDownloads();
    const { user } = openMessages(() => ({ body: messagesPage([makeMessage({ id: 1 })]) }));
    await user.click(await screen.findByRole('button', { name: 'Export to Excel' }));
    await waitFor(() => expect(downloads.click).toHaveBeenCalled());
    expect(downloads.fileName()).toMatch(/^vigor-messages-\d{4}-\d{2}-\d{2}\.xlsx$/);
    expect(await downloads.isWorkbook()).toBe(true);
  });
});
