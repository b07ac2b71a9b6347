import { cityKey, searchDeliveryCities, type DeliveryCity, type DeliverySettings } from '@vigor/shared';
import { useId, useMemo, useState, type KeyboardEvent } from 'react';
import './city-combobox.css';
import { useLang, usePageT } from '../../lib/i18n';

interface CityComboboxProps {
  /** The input's id (its label points at it). */
  id: string;
  name?: string;
  /** What the input shows: a typed text or a chosen city's French name. */
  value: string;
  onChange: (value: string) => void;
  delivery: DeliverySettings | undefined;
  placeholder?: string;
  required?: boolean;
  'aria-invalid'?: true | undefined;
  'aria-describedby'?: string | undefined;
}

/** The shop's cities matching what was typed: names starting with it first, then A to Z. */
function matchingCities(delivery: DeliverySettings | undefined, typed: string): DeliveryCity[] {
  if (!delivery) return [];
  const key = cityKey(typed);
  const starts = (city: DeliveryCity) =>
    key !== '' && (cityKey(city.name_fr).startsWith(key) || cityKey(city.name_ar).startsWith(key));
  return searchDeliveryCities(delivery, typed)
    .map(({ city }) => city)
    .sort((a, b) => Number(starts(b)) - Number(starts(a)) || a.name_fr.localeCompare(b.name_fr, 'fr'));
}

/**
 * The delivery city picker: an editable combobox with a list of suggestions (WAI-ARIA combobox
 * pattern). Typing filters the shop's delivery cities by their French or Arabic name (case and
 * accents ignored); ArrowDown/ArrowUp move through them, Enter or a click chooses one (the input
 * then holds its French name), Escape closes the list. The form still checks that the text is one
 * of the shop's cities, as the server does.
 */
export function CityCombobox({
  id,
  name,
  value,
  onChange,
  delivery,
  placeholder,
  required,
  'aria-invalid': invalid,
  'aria-describedby': describedBy,
}: CityComboboxProps) {
  const listId = useId();
  const lang = useLang();
  const t = usePageT().checkout;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const options = useMemo(() => matchingCities(delivery, value), [delivery, value]);
  const expanded = open && options.length > 0;
  const noMatch = open && delivery !== undefined && options.length === 0 && value.trim() !== '';
  const optionId = (index: number) => `${listId}-option-${index}`;
  // Enter takes the highlighted city, else the only one matching a partly typed name ("casa").
  const only = options.length === 1 ? options[0] : undefined;
  const enterChoice =
    options[active] ?? (only && cityKey(only.name_fr) !== cityKey(value) ? only : undefined);

  const choose = (city: DeliveryCity) => {
    // The city as the page's language writes it: the server knows it by either name.
    onChange(lang === 'ar' ? city.name_ar : city.name_fr);
    setOpen(false);
    setActive(-1);
  };

  const move = (step: 1 | -1) => {
    if (!options.length) return;
    const next =
      !open || active < 0
        ? step === 1
          ? 0
          : options.length - 1
        : (active + step + options.length) % options.length;
    setOpen(true);
    setActive(next);
    document.getElementById(optionId(next))?.scrollIntoView?.({ block: 'nearest' });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (event.altKey) {
        setOpen(event.key === 'ArrowDown');
        return;
      }
      move(event.key === 'ArrowDown' ? 1 : -1);
    } else if (event.key === 'Enter' && expanded && enterChoice) {
      // Choosing a city, not submitting the form.
      event.preventDefault();
      choose(enterChoice);
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };

  return (
    <div className="combobox">
      <input
        id={id}
        name={name}
        type="text"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        aria-invalid={invalid}
        aria-describedby={describedBy}
        autoComplete="off"
        spellCheck={false}
        placeholder={placeholder}
        required={required}
        value={value}
        onChange={(event) => {
          onChange(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onClick={() => setOpen(true)}
        onKeyDown={onKeyDown}
        onBlur={() => {
          setOpen(false);
          setActive(-1);
        }}
      />
      <ul id={listId} role="listbox" aria-label={t.cities} className="combobox__list" hidden={!expanded}>
        {expanded &&
          options.map((city, index) => (
            <li
              key={city.id}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              className="combobox__option"
              // Keeps the focus in the input, so the click chooses before the blur closes the list.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(city)}
              onMouseMove={() => setActive(index)}
            >
              {lang === 'ar' ? (
                <>
                  <span>{city.name_ar}</span>
                  <span lang="fr" dir="ltr" className="combobox__alt">
                    {city.name_fr}
                  </span>
                </>
              ) : (
                <>
                  <span>{city.name_fr}</span>
                  <span lang="ar" dir="rtl" className="combobox__alt">
                    {city.name_ar}
                  </span>
                </>
              )}
            </li>
          ))}
      </ul>
      {/* Always present, so screen readers announce the text when it appears. */}
      <p className="combobox__empty" role="status">
        {noMatch && t.noCity(value.trim())}
      </p>
    </div>
  );
}
