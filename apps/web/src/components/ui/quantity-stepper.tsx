import { useId, useState } from 'react';
import { useT } from '../../lib/i18n';

/** Text typed as a quantity: an integer, and anything else (or below 1 where not allowed) is 1. */
export function parseQuantity(text: string, { allowZero = false } = {}): number {
  const value = Number.parseInt(text.trim(), 10);
  if (!Number.isFinite(value)) return 1;
  if (value < 1 && !allowZero) return 1;
  return Math.max(0, value);
}

interface QuantityStepperProps {
  value: number;
  onChange: (value: number) => void;
  label?: string;
  min?: number;
  max?: number;
  disabled?: boolean;
}

/** − / number / + with the typed text parsed on blur or Enter (invalid becomes 1). */
export function QuantityStepper({
  value,
  onChange,
  label,
  min = 1,
  max = 99,
  disabled,
}: QuantityStepperProps) {
  const id = useId();
  const t = useT().ui;
  const name = label ?? t.quantity;
  const [draft, setDraft] = useState<string | null>(null);
  const commit = () => {
    if (draft === null) return;
    const parsed = Math.min(max, parseQuantity(draft, { allowZero: min < 1 }));
    setDraft(null);
    if (parsed !== value) onChange(parsed);
  };
  return (
    <div className="stepper">
      <label htmlFor={id} className="visually-hidden">
        {name}
      </label>
      <button
        type="button"
        onClick={() => onChange(Math.max(min, value - 1))}
        disabled={disabled || value <= min}
        aria-label={t.decrease(name)}
      >
        −
      </button>
      <input
        id={id}
        type="text"
        inputMode="numeric"
        value={draft ?? String(value)}
        disabled={disabled}
        onChange={(e) => setDraft(e.target.value)}
        onBlur={commit}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            commit();
          }
        }}
      />
      <button
        type="button"
        onClick={() => onChange(Math.min(max, value + 1))}
        disabled={disabled || value >= max}
        aria-label={t.increase(name)}
      >
        +
      </button>
    </div>
  );
}
