import { useMutationState } from '@tanstack/react-query';
import { MESSAGE_STATUSES, type Message, type MessageStatus } from '@vigor/shared';
import { useId, useState } from 'react';
import { Dropdown } from '../../../components/ui/dropdown';
import { Pagination } from '../../../components/ui/pagination';
import { messageOf } from '../../../lib/api-client';
import {
  getMessages,
  updateMessageStatusKey,
  useDeleteMessage,
  useMessages,
  useUpdateMessageStatus,
} from '../api/messages';
import { useBanner } from '../hooks/use-banner';
import { useCsvExport } from '../hooks/use-csv-export';
import { useClampPage, useListFilters } from '../hooks/use-list-filters';
import { messageColumns } from '../lib/export-columns';
import { formatDate, formatTime } from '../lib/format-date';
import { ConfirmDialog } from './confirm-dialog';
import { ErrorBanner } from './error-banner';
import { SearchBox } from './search-box';

const PAGE_WINDOW = 5;
/** Characters of a message shown in the table; the whole text is in the cell's title. */
export const MESSAGE_PREVIEW_LENGTH = 60;

type Filter = MessageStatus | 'all';

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

/** The MESSAGES tab: search, filter, status dropdown, delete with confirmation, CSV export. */
export function MessagesTab({ onDone }: { onDone: (text: string) => void }) {
  const headingId = useId();
  const filters = useListFilters<Filter>('all');
  const { q, status, page } = filters;
  const query = useMessages({ q, status, page });
  const banner = useBanner(query);
  const update = useUpdateMessageStatus();
  const remove = useDeleteMessage();
  const [deleting, setDeleting] = useState<Message | null>(null);
  const updating = useMutationState({
    filters: { mutationKey: updateMessageStatusKey, status: 'pending' },
    select: (mutation) => mutation.state.variables as { id: number; status: MessageStatus },
  });
  const meta = query.data?.meta;
  useClampPage(page, meta?.total_pages, filters.setPage);
  const { exportCsv, exporting } = useCsvExport(
    'messages',
    messageColumns,
    (p, perPage) => getMessages({ q, status, page: p }, perPage),
    banner.report,
  );
  const messages = query.data?.data ?? [];

  const changeStatus = (message: Message, next: MessageStatus) => {
    banner.clear();
    update.mutate(
      { id: message.id, status: next },
      { onError: (error) => banner.report(`Message from ${message.email}: ${messageOf(error)}`) },
    );
  };

  const confirmDelete = () => {
    if (!deleting) return;
    const target = deleting;
    banner.clear();
    remove.mutate(target.id, {
      onSuccess: () => onDone('Message deleted.'),
      onError: (error) => banner.report(`Could not delete the message: ${messageOf(error)}`),
      onSettled: () => setDeleting(null),
    });
  };

  return (
    <section aria-labelledby={headingId} className="bo-panel">
      <ErrorBanner label="Messages" message={banner.message} onDismiss={banner.dismiss} />
      <div className="bo-panel__head">
        <h2 id={headingId}>Customer Messages</h2>
        <button type="button" className="button button--outline" onClick={exportCsv} disabled={exporting}>
          {exporting ? 'Exporting…' : 'Export to CSV'}
        </button>
      </div>
      <div className="bo-toolbar">
        <SearchBox
          label="Search messages"
          placeholder="Search by name, email, subject..."
          value={filters.search}
          onChange={filters.setSearch}
        />
        <Dropdown label="Show" value={status} options={FILTER_OPTIONS} onChange={filters.setStatus} />
        <p className="bo-count" aria-live="polite">
          {meta ? `${meta.total} ${meta.total === 1 ? 'message' : 'messages'}` : ''}
        </p>
      </div>

      {query.isPending ? (
        <p className="state" role="status">
          Loading messages...
        </p>
      ) : messages.length === 0 ? (
        query.isError ? null : (
          <div className="state bo-empty">
            <p className="bo-empty__title">No messages found</p>
          </div>
        )
      ) : (
        <div className="bo-table-wrap">
          <table className="bo-table">
            <caption className="visually-hidden">Customer messages, page {page}</caption>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Email</th>
                <th scope="col">Subject</th>
                <th scope="col">Message</th>
                <th scope="col">Status</th>
                <th scope="col">Date</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {messages.map((message) => {
                const pending = updating.find((v) => v?.id === message.id);
                const current = pending?.status ?? message.status ?? 'unread';
                const selectId = `message-status-${message.id}`;
                return (
                  <tr key={message.id} className={current === 'unread' ? 'bo-unread' : undefined}>
                    <th scope="row">
                      {message.first_name} {message.last_name}
                    </th>
                    <td>
                      <a href={`mailto:${message.email}`}>{message.email}</a>
                    </td>
                    <td>{message.subject}</td>
                    <td title={message.message} className="bo-message-text">
                      {truncate(message.message)}
                    </td>
                    <td>
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
                    <td>
                      <time dateTime={message.created_at}>
                        {formatDate(message.created_at)}
                        <br />
                        <span className="bo-muted">{formatTime(message.created_at)}</span>
                      </time>
                    </td>
                    <td>
                      <button
                        type="button"
                        className="button button--danger"
                        onClick={() => setDeleting(message)}
                        aria-label={`Delete the message from ${message.first_name} ${message.last_name}`}
                      >
                        Delete
                      </button>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      {meta && (
        <Pagination
          page={page}
          totalPages={meta.total_pages}
          onChange={filters.setPage}
          windowSize={PAGE_WINDOW}
        />
      )}
      {deleting && (
        <ConfirmDialog
          title="Delete this message?"
          confirmLabel="Yes, delete"
          busyLabel="Deleting…"
          busy={remove.isPending}
          onConfirm={confirmDelete}
          onCancel={() => setDeleting(null)}
        >
          <p>
            The message “{deleting.subject}” from {deleting.first_name} {deleting.last_name} will be deleted.
            This cannot be undone.
          </p>
        </ConfirmDialog>
      )}
    </section>
  );
}
