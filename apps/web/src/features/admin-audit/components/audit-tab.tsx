import { AUDIT_ENTITIES, formatShopDateTime, type AuditEntity } from '@vigor/shared';
import { useState } from 'react';
import { messageOf } from '../../../lib/api-client';
import { ExportButton, ListPagination, usePermissions, useSpreadsheetExport } from '../../admin-shell';
import { getAudit, useAudit, type AuditFilters } from '../api/get-audit';
import { auditColumns } from '../lib/audit-columns';

const NO_FILTERS: AuditFilters = { user_id: null, action: '', entity: '', from: '', to: '' };

/**
 * /admin-dashboard/log (admins and accountants): every staff action that changed something, newest
 * first, filtered by user (click a name), action, thing and shop days, and exported to Excel. It
 * is read-only: nothing here, nor any API route, changes or deletes an entry.
 */
export function AuditTab({ onError }: { onError: (text: string) => void }) {
  const { can } = usePermissions();
  const [filters, setFilters] = useState<AuditFilters>(NO_FILTERS);
  const [page, setPage] = useState(1);
  const query = useAudit(filters, page);
  const exporter = useSpreadsheetExport(
    'log',
    auditColumns,
    (p, perPage) => getAudit(filters, p, perPage),
    onError,
  );
  const set = (change: Partial<AuditFilters>) => {
    setFilters((current) => ({ ...current, ...change }));
    setPage(1);
  };
  const userName = query.data?.data.find((e) => e.user?.id === filters.user_id)?.user?.nom;

  return (
    <section className="bo-panel" aria-labelledby="bo-audit-title">
      <h2 id="bo-audit-title">Audit log</h2>
      <form className="bo-inline-form" aria-label="Filter the log" onSubmit={(e) => e.preventDefault()}>
        <label>
          Action <input value={filters.action} onChange={(e) => set({ action: e.target.value })} />
        </label>
        <label>
          Thing{' '}
          <select
            aria-label="Thing"
            value={filters.entity}
            onChange={(e) => set({ entity: e.target.value as AuditEntity | '' })}
          >
            <option value="">Any</option>
            {AUDIT_ENTITIES.map((entity) => (
              <option key={entity} value={entity}>
                {entity}
              </option>
            ))}
          </select>
        </label>
        <label>
          From <input type="date" value={filters.from} onChange={(e) => set({ from: e.target.value })} />
        </label>
        <label>
          To <input type="date" value={filters.to} onChange={(e) => set({ to: e.target.value })} />
        </label>
        {filters.user_id != null && (
          <button type="button" className="button button--outline" onClick={() => set({ user_id: null })}>
            Only {userName ?? `user #${filters.user_id}`} ✕
          </button>
        )}
        {can('exports') && <ExportButton {...exporter} />}
      </form>
      {query.isError && <p role="alert">{messageOf(query.error)}</p>}
      {query.data?.data.length === 0 && <p>Nothing matches.</p>}
      {query.data && query.data.data.length > 0 && (
        <table className="bo-table">
          <thead>
            <tr>
              <th scope="col">When</th>
              <th scope="col">Who</th>
              <th scope="col">Action</th>
              <th scope="col">Thing</th>
              <th scope="col">Summary</th>
            </tr>
          </thead>
          <tbody>
            {query.data.data.map((entry, index) => (
              <tr key={`${entry.at}-${index}`}>
                <td>{formatShopDateTime(entry.at)}</td>
                <td>
                  {entry.user ? (
                    <button
                      type="button"
                      className="bo-contact__link"
                      onClick={() => set({ user_id: entry.user!.id })}
                    >
                      {entry.user.nom}
                    </button>
                  ) : (
                    'the shop'
                  )}
                </td>
                <td>{entry.action}</td>
                <td>
                  {entry.entity}
                  {entry.entity_id != null && ` #${entry.entity_id}`}
                </td>
                <td>{entry.summary}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <ListPagination filters={{ page, setPage }} totalPages={query.data?.meta.total_pages} />
    </section>
  );
}
