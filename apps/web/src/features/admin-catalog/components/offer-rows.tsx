import type { ReactNode } from 'react';

/** A number input with its label, as the offers' rows show them. */
export function NumberField({
  label,
  value,
  onChange,
  min = 0,
  step,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  min?: number;
  step?: string;
}) {
  return (
    <label>
      {label}{' '}
      <input type="number" min={min} step={step} value={value} onChange={(e) => onChange(e.target.value)} />
    </label>
  );
}

/**
 * A list of rows the admin adds to and removes from (a product's tiers, its add-ons), each row's
 * fields from `fields` and the server's errors for `errorKeys(i)` under it.
 */
export function OfferRows<R>({
  legend,
  rows,
  setRows,
  max,
  newRow,
  addLabel,
  errorKeys,
  error,
  fields,
}: {
  legend: string;
  rows: readonly R[];
  setRows: (update: (rows: readonly R[]) => readonly R[]) => void;
  max: number;
  newRow: (rows: readonly R[]) => R;
  addLabel: string;
  errorKeys: (index: number) => string[];
  error: (key: string) => string | undefined;
  fields: (row: R, set: (patch: Partial<R>) => void, index: number) => ReactNode;
}) {
  return (
    <fieldset>
      <legend>{legend}</legend>
      {rows.map((row, i) => {
        const set = (patch: Partial<R>) =>
          setRows((all) => all.map((r, j) => (j === i ? { ...r, ...patch } : r)));
        return (
          <div key={i} className="bo-inline-form">
            {fields(row, set, i)}
            <button
              type="button"
              className="button button--outline"
              onClick={() => setRows((all) => all.filter((_, j) => j !== i))}
            >
              Remove
            </button>
            {errorKeys(i).map(
              (key) =>
                error(key) && (
                  <p key={key} className="field-error">
                    {error(key)}
                  </p>
                ),
            )}
          </div>
        );
      })}
      {rows.length < max && (
        <button
          type="button"
          className="button button--outline"
          onClick={() => setRows((all) => [...all, newRow(all)])}
        >
          {addLabel}
        </button>
      )}
    </fieldset>
  );
}
