import { useId } from 'react';

interface SearchBoxProps {
  /** Accessible name, e.g. "Search orders". */
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
}

/** A search field with a clear button. */
export function SearchBox({ label, placeholder, value, onChange }: SearchBoxProps) {
  const id = useId();
  return (
    <div className="bo-search" role="search">
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <span className="bo-search__icon" aria-hidden="true">
        ⌕
      </span>
      <input
        id={id}
        type="search"
        placeholder={placeholder}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        autoComplete="off"
      />
      {value && (
        <button
          type="button"
          className="bo-search__clear"
          onClick={() => onChange('')}
          aria-label="Clear search"
        >
          ×
        </button>
      )}
    </div>
  );
}
