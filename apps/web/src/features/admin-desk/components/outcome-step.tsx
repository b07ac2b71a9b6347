import type { ReactNode, RefObject } from 'react';

/** An outcome's step before it is logged: its fields, the button that logs it, and Back. */
export function OutcomeStep({
  label,
  submitLabel,
  submitRef,
  onSubmit,
  onBack,
  children,
}: {
  label?: string;
  submitLabel: string;
  submitRef?: RefObject<HTMLButtonElement | null>;
  onSubmit: () => void;
  onBack: () => void;
  children: ReactNode;
}) {
  return (
    <form
      className="bo-desk__form"
      aria-label={label}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {children}
      <button ref={submitRef} type="submit" className="button">
        {submitLabel}
      </button>
      <button type="button" className="button button--outline" onClick={onBack}>
        Back
      </button>
    </form>
  );
}
