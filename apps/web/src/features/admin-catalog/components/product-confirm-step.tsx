import { useEffect, useRef } from 'react';
import type { StockShortfall } from '@vigor/shared';

interface ProductConfirmStepProps {
  titleId: string;
  editing: boolean;
  /** The product's name as typed. */
  name: string;
  saving: boolean;
  /** Sizes whose new stock is below what orders hold (the API's 409): saving again confirms it. */
  shortfall: StockShortfall[] | null;
  onCancel: () => void;
  onConfirm: () => void;
}

/** "Add this product?" / "Update this product?": the step between a valid form and saving it. */
export function ProductConfirmStep({
  titleId,
  editing,
  name,
  saving,
  shortfall,
  onCancel,
  onConfirm,
}: ProductConfirmStepProps) {
  const confirmButton = useRef<HTMLButtonElement>(null);
  useEffect(() => confirmButton.current?.focus(), []);
  return (
    <div className="bo-confirm">
      <h2 id={titleId} className="bo-dialog__title">
        {editing ? 'Update this product?' : 'Add this product?'}
      </h2>
      <p>
        {editing
          ? `The changes to “${name}” will be saved and shown in the shop.`
          : `“${name}” will be added to the shop.`}
      </p>
      {shortfall && (
        <div className="alert bo-shortfall" role="alert">
          <p>Orders already hold more units than the new stock:</p>
          <ul>
            {shortfall.map((s) => (
              <li key={s.size}>
                {s.size}: {s.held} held, stock {s.quantity} ({s.held - s.quantity} short)
              </li>
            ))}
          </ul>
          <p>The shop will owe these units to customers.</p>
        </div>
      )}
      <div className="bo-dialog__actions">
        <button type="button" className="button button--outline" onClick={onCancel} disabled={saving}>
          Cancel
        </button>
        <button ref={confirmButton} type="button" className="button" onClick={onConfirm} disabled={saving}>
          {saving ? 'Saving…' : shortfall ? 'Yes, set the stock below' : editing ? 'Yes, update' : 'Yes, add'}
        </button>
      </div>
    </div>
  );
}
