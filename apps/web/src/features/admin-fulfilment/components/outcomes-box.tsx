import { useId, useState, type KeyboardEvent } from 'react';
import {
  DELIVERY_OUTCOMES,
  ORDER_STATUS_LABELS,
  parseOrderIds,
  type DeliveryOutcome,
  type OutcomeResult,
} from '@vigor/shared';
import { messageOf } from '../../../lib/api-client';
import { useMarkOutcomes } from '../api/shipping';

/**
 * "Mark outcomes": staff pick an outcome and scan or type order ids. A scanner types the id and
 * Enter, and Enter sends what is in the box, so each scanned parcel is marked at once; pasted
 * lists (one id a line, commas) go with the button.
 */
export function OutcomesBox() {
  const boxId = useId();
  const [outcome, setOutcome] = useState<DeliveryOutcome>('delivered');
  const [text, setText] = useState('');
  const [results, setResults] = useState<OutcomeResult[]>([]);
  const [error, setError] = useState<string | null>(null);
  const mark = useMarkOutcomes();

  const submit = () => {
    const ids = parseOrderIds(text);
    if (!ids.length || mark.isPending) return;
    setError(null);
    mark.mutate(
      { outcome, order_ids: ids },
      {
        onSuccess: (res) => {
          setResults((previous) => [...res.data, ...previous]);
          setText('');
        },
        onError: (e) => setError(messageOf(e)),
      },
    );
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && !event.shiftKey) {
      event.preventDefault();
      submit();
    }
  };

  return (
    <section className="bo-panel" aria-labelledby={`${boxId}-title`}>
      <h2 id={`${boxId}-title`}>Mark outcomes</h2>
      <fieldset className="bo-outcomes__choice">
        <legend>Outcome</legend>
        {DELIVERY_OUTCOMES.map((value) => (
          <label key={value}>
            <input
              type="radio"
              name={`${boxId}-outcome`}
              value={value}
              checked={outcome === value}
              onChange={() => setOutcome(value)}
            />{' '}
            {ORDER_STATUS_LABELS[value]}
          </label>
        ))}
      </fieldset>
      <label htmlFor={boxId}>Order ids (scan, type + Enter, or paste)</label>
      <textarea
        id={boxId}
        rows={3}
        value={text}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={onKeyDown}
      />
      <button type="button" className="button" onClick={submit} disabled={mark.isPending}>
        MARK {ORDER_STATUS_LABELS[outcome].toUpperCase()}
      </button>
      {error && <p role="alert">{error}</p>}
      <ul aria-label="Outcome results" className="bo-outcomes__results">
        {results.map((r, i) => (
          <li key={`${r.id}-${i}`} className={r.ok ? 'is-ok' : 'is-error'}>
            #{r.id}: {r.ok ? ORDER_STATUS_LABELS[r.status] : r.message}
          </li>
        ))}
      </ul>
    </section>
  );
}
