import {
  ORDER_STATUSES,
  ORDER_STATUS_LABELS,
  type AdminOrder,
  type OrderMoveResult,
  type OrderStatus,
} from '@vigor/shared';
import { useState, type ComponentType } from 'react';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { messageOf } from '../../../lib/api-client';
import { saveSpreadsheet, usePermissions } from '../../admin-shell';
import { useBulkStatus } from '../api/sales';
import { salesColumns } from '../lib/sales-columns';
import { slipBatches } from '../lib/status-preview';
import { BulkResults } from './bulk-results';
import { BulkStatusDialog } from './bulk-status-dialog';

/** What SALES hands the batch dialog (the fulfilment feature's, composed by the route). */
export interface BatchDialogProps {
  orders: AdminOrder[];
  onClose: () => void;
}

interface BulkBarProps {
  selected: AdminOrder[];
  /** Keeps these orders selected (the ones a change refused), the others not. */
  onSelect: (ids: number[]) => void;
  BatchDialog?: ComponentType<BatchDialogProps>;
}

type Open = 'status' | 'batch' | 'slips' | null;

/**
 * The actions on the selected orders: change their status, add them to a batch, print their slips,
 * export them. Every change goes through the server's rules order by order and is reported per order.
 */
export function BulkBar({ selected, onSelect, BatchDialog }: BulkBarProps) {
  const [to, setTo] = useState<OrderStatus>('confirmed');
  const [open, setOpen] = useState<Open>(null);
  const [results, setResults] = useState<OrderMoveResult[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const bulk = useBulkStatus();
  const navigate = useNavigate();
  const { can } = usePermissions();
  const none = selected.length === 0;

  const changeStatus = (reason: string | undefined) => {
    setError(null);
    bulk.mutate(
      { order_ids: selected.map((o) => o.id), status: to, ...(reason && { reason }) },
      {
        onSuccess: (answer) => {
          setOpen(null);
          setResults(answer);
          onSelect(answer.filter((r) => !r.ok).map((r) => r.id));
        },
        // Nothing was changed (the request itself was refused): the dialog stays open with the reason.
        onError: (e) => setError(messageOf(e)),
      },
    );
  };
  const printSlips = () => {
    const { batches, unbatched } = slipBatches(selected);
    const only = batches[0];
    if (only !== undefined && batches.length === 1 && unbatched.length === 0)
      void navigate(paths.shipmentPrint(only, 'a4'));
    else setOpen('slips');
  };
  const exportSelected = () =>
    saveSpreadsheet('sales-selected', salesColumns, selected).catch((e: unknown) =>
      setError(`Export failed: ${messageOf(e)}`),
    );

  const { batches, unbatched } = slipBatches(selected);
  return (
    <div className="bo-bulk" role="group" aria-label="Selected orders">
      <p className="bo-bulk__count" aria-live="polite">
        {selected.length} selected
      </p>
      {can('orders.edit') && (
        <>
          <label>
            New status{' '}
            <select value={to} onChange={(e) => setTo(e.target.value as OrderStatus)} disabled={none}>
              {ORDER_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {ORDER_STATUS_LABELS[s]}
                </option>
              ))}
            </select>
          </label>
          <button type="button" className="button" disabled={none} onClick={() => setOpen('status')}>
            Change status
          </button>
        </>
      )}
      {BatchDialog && can('shipping') && (
        <button
          type="button"
          className="button button--outline"
          disabled={none}
          onClick={() => setOpen('batch')}
        >
          Add to a batch
        </button>
      )}
      {can('shipping') && (
        <button type="button" className="button button--outline" disabled={none} onClick={printSlips}>
          Print slips
        </button>
      )}
      {can('exports') && (
        <button
          type="button"
          className="button button--outline"
          disabled={none}
          onClick={() => void exportSelected()}
        >
          Export selected
        </button>
      )}
      {error && open !== 'status' && <p role="alert">{error}</p>}
      {results && <BulkResults results={results} onDismiss={() => setResults(null)} />}
      {open === 'status' && (
        <BulkStatusDialog
          orders={selected}
          to={to}
          busy={bulk.isPending}
          error={error}
          onConfirm={changeStatus}
          onCancel={() => {
            setOpen(null);
            setError(null);
          }}
        />
      )}
      {open === 'batch' && BatchDialog && <BatchDialog orders={selected} onClose={() => setOpen(null)} />}
      {open === 'slips' && (
        <div className="bo-bulk-results" role="status">
          {batches.length > 0 && (
            <ul aria-label="Slips of the selected orders">
              {batches.map((id) => (
                <li key={id}>
                  Batch #{id}: <Link to={paths.shipmentPrint(id, 'a4')}>A4 slips</Link> ·{' '}
                  <Link to={paths.shipmentPrint(id, 'label')}>10x15 labels</Link>
                </li>
              ))}
            </ul>
          )}
          {unbatched.length > 0 && (
            <p>{`No slip yet (add them to a batch first): ${unbatched.map((o) => `#${o.id}`).join(', ')}`}</p>
          )}
          <button type="button" className="bo-contact__link" onClick={() => setOpen(null)}>
            Dismiss
          </button>
        </div>
      )}
    </div>
  );
}
