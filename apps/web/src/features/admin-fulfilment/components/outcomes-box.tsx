import { useId, useState, type KeyboardEvent } from 'react';
import { DELIVERY_OUTCOMES, ORDER_STATUS_LABELS, scannedCodes, type DeliveryOutcome } from '@vigor/shared';
import { useScanQueue, type Scan } from '../hooks/use-scan-queue';

function scanText(scan: Scan): string {
  if (scan.state === 'invalid') return `${scan.code}: not an order number`;
  const id = `#${scan.id}`;
  if (scan.state === 'waiting') return `${id}: sending…`;
  if (scan.state === 'unsent') return `${id}: not sent (${scan.message})`;
  return `${id}: ${scan.result.ok ? ORDER_STATUS_LABELS[scan.result.status] : scan.result.message}`;
}

const scanClass = (scan: Scan) =>
  scan.state === 'waiting' ? 'is-waiting' : scan.state === 'done' && scan.result.ok ? 'is-ok' : 'is-error';

/**
 * "Mark outcomes": staff pick an outcome and scan or type order ids. A scanner types the id and
 * Enter; each Enter takes what is in the box and empties it at once, so the next scan starts in
 * an empty box while the first is still being sent (use-scan-queue.ts). Pasted lists (one id a
 * line, commas) go with the button. Results are listed in scan order, each with its reason.
 */
export function OutcomesBox() {
  const boxId = useId();
  const [outcome, setOutcome] = useState<DeliveryOutcome>('delivered');
  const [text, setText] = useState('');
  const { scans, add, retryUnsent } = useScanQueue();

  const submit = () => {
    const codes = scannedCodes(text);
    setText('');
    if (codes.length) add(codes, outcome);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && !event.shiftKey) {
      event.preventDefault();
      submit();
    }
  };
  const count = (state: (scan: Scan) => boolean) => scans.filter(state).length;
  const marked = count((s) => s.state === 'done' && s.result.ok);
  const waiting = count((s) => s.state === 'waiting');
  const unsent = count((s) => s.state === 'unsent');

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
      <button type="button" className="button" onClick={submit}>
        MARK {ORDER_STATUS_LABELS[outcome].toUpperCase()}
      </button>
      {scans.length > 0 && (
        <p role="status">
          {scans.length} scanned: {marked} marked, {scans.length - marked - waiting} not marked
          {waiting ? `, ${waiting} sending` : ''}.
        </p>
      )}
      {unsent > 0 && (
        <button type="button" className="button button--outline" onClick={retryUnsent}>
          SEND {unsent} UNSENT AGAIN
        </button>
      )}
      <ol aria-label="Outcome results" className="bo-outcomes__results">
        {scans.map((scan) => (
          <li key={scan.seq} className={scanClass(scan)}>
            {scanText(scan)}
          </li>
        ))}
      </ol>
    </section>
  );
}
