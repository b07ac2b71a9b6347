import { useEffect, useRef } from 'react';

interface ProductConfirmStepProps {
  titleId: string;
  editing: boolean;
  /** The product's name as typed. */
  name: string;
  saving: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** "Add this product?" / "Update this product?": the step between a valid form and saving it. */
export function ProductConfirmStep({
  titleId,
  editing,
  name,
  saving,
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
      <div className="bo-dialog__actions">
        <button type="button" className="button button--outline" onClick={onCancel} disabled={saving}>
          Cancel
        </button>
        <button ref={confirmButton} type="button" className="button" onClick={onConfirm} disabled={saving}>
          {saving ? 'Saving…' : editing ? 'Yes, update' : 'Yes, add'}
        </button>
      </div>
    </div>
  );
}
