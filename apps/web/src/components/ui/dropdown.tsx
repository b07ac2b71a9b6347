import { useCallback, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useDismiss } from './use-dismiss';

export interface DropdownOption<V extends string> {
  value: V;
  label: string;
}

interface DropdownProps<V extends string> {
  /** What the control chooses, e.g. "Filter" or "Sort by". */
  label: string;
  value: V;
  options: readonly DropdownOption<V>[];
  onChange: (value: V) => void;
}

/**
 * A menu button choosing one option: closes on a click outside, on Escape (focus back on the
 * button) and after a choice; arrow keys move between options.
 */
export function Dropdown<V extends string>({ label, value, options, onChange }: DropdownProps<V>) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const listId = useId();
  const current = options.find((o) => o.value === value) ?? options[0];

  const close = useCallback(() => setOpen(false), []);
  const closeAndFocus = useCallback(() => {
    setOpen(false);
    button.current?.focus();
  }, []);
  useDismiss(root, open, close);

  const focusOption = (index: number) => {
    const items = root.current?.querySelectorAll<HTMLButtonElement>('[data-option]');
    if (!items || items.length === 0) return;
    items[(index + items.length) % items.length]?.focus();
  };

  const onListKey = (event: KeyboardEvent<HTMLUListElement>) => {
    const items = Array.from(root.current?.querySelectorAll<HTMLButtonElement>('[data-option]') ?? []);
    const index = items.indexOf(document.activeElement as HTMLButtonElement);
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      focusOption(index + 1);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      focusOption(index - 1);
    } else if (event.key === 'Escape') {
      event.stopPropagation();
      closeAndFocus();
    } else if (event.key === 'Tab') {
      setOpen(false);
    }
  };

  return (
    <div className="dropdown" ref={root}>
      <button
        ref={button}
        type="button"
        className="dropdown__button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => {
          setOpen((o) => !o);
          if (!open) requestAnimationFrame(() => focusOption(options.findIndex((o) => o.value === value)));
        }}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' && !open) {
            event.preventDefault();
            setOpen(true);
            requestAnimationFrame(() => focusOption(0));
          }
        }}
      >
        <span className="dropdown__label">{label}:</span> {current?.label}
        <span aria-hidden="true" className="dropdown__chevron">
          ▾
        </span>
      </button>
      {open && (
        <ul id={listId} className="dropdown__list" aria-label={label} onKeyDown={onListKey}>
          {options.map((option) => (
            <li key={option.value}>
              <button
                type="button"
                data-option
                className="dropdown__option"
                aria-pressed={option.value === value}
                onClick={() => {
                  onChange(option.value);
                  closeAndFocus();
                }}
              >
                {option.label}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
