import { useMutationState } from '@tanstack/react-query';
import { MESSAGE_STATUSES, type Message, type MessageStatus } from '@vigor/shared';
import { Dropdown } from '../../../components/ui/dropdown';
import { messageOf } from '../../../lib/api-client';
import {
  getMessages,
  updateMessageStatusKey,
  useDeleteMessage,
  useMessages,
  useUpdateMessageStatus,
} from '../api/messages';
import {
  useConfirmedDelete,
  useListFilters,
  useListTab,
  DeleteDialog,
  DataTable,
  countText,
  ExportButton,
  ListPagination,
  ListPanel,
  ListState,
  ListToolbar,
  StackedTime,
  usePermissions,
} from '../../admin-shell';
import { messageColumns } from '../lib/message-columns';

/** Characters of a message shown in the table; the whole text is in the cell's title. */
export const MESSAGE_PREVIEW_LENGTH = 60;

type Filter = MessageStatus | 'all';
const FILTERS: readonly Filter[] = ['all', ...MESSAGE_STATUSES];

const STATUS_LABELS: Record<MessageStatus, string> = { unread: 'Unread', read: 'Read', archived: 'Archived' };
const FILTER_OPTIONS: { value: Filter; label: string }[] = [
  { value: 'all', label: 'All Messages' },
  { value: 'unread', label: 'Unread' },
  { value: 'read', label: 'Read' },
  { value: 'archived', label: 'Archived' },
];

export function truncate(text: string, length = MESSAGE_PREVIEW_LENGTH): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > length ? `${flat.slice(0, length).trimEnd()}…` : flat;
}

/** The MESSAGES tab: search, filter, status dropdown, delete with confirmation, Excel export. */
export function MessagesTab({ onDone }: { onDone: (text: string) => void }) {
  const filters = useListFilters<Filter>('all', FILTERS);
  const { q, status, page } = filters;
  const query = useMessages({ q, status, page });
  const {
    banner,
    meta,
    rows: messages,
    exporter,
  } = useListTab(filters, query, {
    name: 'messages',
    columns: messageColumns,
    fetchPage: (p, perPage) => getMessages({ q, status, page: p }, perPage),
  });
  const { can } = usePermissions();
  const update = useUpdateMessageStatus();
  const deletion = useConfirmedDelete<Message>({
    remove: useDeleteMessage(),
    banner,
    onDeleted: () => onDone('Message deleted.'),
    failureText: (_, error) => `Could not delete the message: ${error}`,
  });
  const updating = useMutationState({
    filters: { mutationKey: updateMessageStatusKey, status: 'pending' },
    select: (mutation) => mutation.state.variables as { id: number; status: MessageStatus },
  });

  const changeStatus = (message: Message, next: MessageStatus) => {
    banner.clear();
    update.mutate(
      { id: message.id, status: next },
      { onError: (error) => banner.report(`Message from ${message.email}: ${messageOf(error)}`) },
    );
  };

  return (
    <ListPanel
      title="Customer Messages"
      errorLabel="Messages"
      banner={banner}
      actions={can('exports') && <ExportButton {...exporter} />}
    >
      <ListToolbar
        filters={filters}
        searchLabel="Search messages"
        placeholder="Search by name, email, subject..."
        count={countText(meta?.total, 'message', 'messages')}
      >
        <Dropdown label="Show" value={status} options={FILTER_OPTIONS} onChange={filters.setStatus} />
      </ListToolbar>

      <ListState query={query} empty={messages.length === 0} noun="messages">
        <DataTable
          className="bo-table bo-table--cards"
          caption={`Customer messages, page ${page}`}
          columns={[
            'Name',
            'Email',
            'Subject',
            'Message',
            'Status',
            'Date',
            <span className="visually-hidden">Actions</span>,
          ]}
        >
          {messages.map((message) => {
            const pending = updating.find((v) => v?.id === message.id);
            const current = pending?.status ?? message.status ?? 'unread';
            const selectId = `message-status-${message.id}`;
            return (
              <tr key={message.id} className={current === 'unread' ? 'bo-unread' : undefined}>
                <th scope="row">
                  {message.first_name} {message.last_name}
                </th>
                <td data-label="Email">
                  <a href={`mailto:${message.email}`}>{message.email}</a>
                </td>
                <td data-label="Subject">{message.subject}</td>
                <td data-label="Message" title={message.message} className="bo-message-text">
                  {truncate(message.message)}
                </td>
                <td data-label="Status">
                  <label htmlFor={selectId} className="visually-hidden">
                    Status of the message from {message.first_name} {message.last_name}
                  </label>
                  <select
                    id={selectId}
                    className={`bo-status bo-status--${current}`}
                    value={current}
                    disabled={pending !== undefined}
                    onChange={(event) => changeStatus(message, event.target.value as MessageStatus)}
                  >
                    {MESSAGE_STATUSES.map((s) => (
                      <option key={s} value={s}>
                        {STATUS_LABELS[s]}
                      </option>
                    ))}
                  </select>
                </td>
                <td data-label="Date">
                  <StackedTime value={message.created_at} />
                </td>
                <td>
                  {can('messages.delete') && (
                    <button
                      type="button"
                      className="button button--danger"
                      onClick={() => deletion.ask(message)}
                      aria-label={`Delete the message from ${message.first_name} ${message.last_name}`}
                    >
                      Delete
                    </button>
                  )}
                </td>
              </tr>
            );
          })}
        </DataTable>
      </ListState>
      <ListPagination filters={filters} totalPages={meta?.total_pages} />
      {deletion.target && (
        <DeleteDialog title="Delete this message?" deletion={deletion}>
          <p>
            The message “{deletion.target.subject}” from {deletion.target.first_name}{' '}
            {deletion.target.last_name} will be deleted. This cannot be undone.
          </p>
        </DeleteDialog>
      )}
    </ListPanel>
  );
}
