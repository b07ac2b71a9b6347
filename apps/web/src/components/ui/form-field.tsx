import type { ReactNode } from 'react';

/** The id of a field's error text, which its control names in aria-describedby. */
export const errorId = (id: string) => `${id}-error`;

/** The attributes a field's control takes: its id, and its error's state and description when it has one. */
export interface ControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/** A field's error text, when it has one. */
export function FieldError({ id, error }: { id: string; error?: string | null }) {
  return error ? (
    <p className="field-error" id={errorId(id)}>
      {error}
    </p>
  ) : null;
}

interface FormFieldProps {
  /** The control's id, which the label points at. */
  id: string;
  label: ReactNode;
  error?: string | null;
  /** The control, given its id and ARIA attributes. */
  children: (control: ControlProps) => ReactNode;
  /** Shown under the error, e.g. an image preview. */
  after?: ReactNode;
}

/** A form field: label, control and error text (`.field`). */
export function FormField({ id, label, error, children, after }: FormFieldProps) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': error ? errorId(id) : undefined,
      })}
      <FieldError id={id} error={error} />
      {after}
    </div>
  );
}
