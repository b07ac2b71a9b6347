import { UpdateOutboxSettingsInput, formatAge, formatShopDateTime, type OutboxStatus } from '@vigor/shared';
import { useState, type FormEvent } from 'react';
import { FormField } from '../../../components/ui/form-field';
import { messageOf } from '../../../lib/api-client';
import { useOutboxStatus, useSaveOutboxSettings, useTryAgain } from '../api/outbox';
import { useSettingsForm } from '../hooks/use-settings-form';

const COLUMNS = ['Subscriber', 'Order', 'Event', 'Failures', 'Last error', 'Set aside', 'Action'];

/** "3 h ago" for an age in seconds, "nothing waiting" for none. */
const waitingFor = (seconds: number | null) =>
  seconds === null
    ? 'nothing waiting'
    : formatAge(new Date(Date.now() - seconds * 1000).toISOString(), Date.now());

/**
 * SETTINGS, "Order outbox": how far behind each part of the store that reacts to orders is, the
 * deliveries set aside after failing too often with "Try again", and after how many failures an
 * event is set aside (docs/product.md, "Order workflow").
 */
export function OutboxPanel({ onSaved }: { onSaved: (text: string) => void }) {
  const status = useOutboxStatus();
  const tryAgain = useTryAgain();
  const [error, setError] = useState<string | null>(null);
  if (status.isPending) return <p>Loading the order outbox...</p>;
  if (status.isError) return <p role="alert">{messageOf(status.error)}</p>;
  const { subscribers, set_aside: setAside } = status.data;
  return (
    <section className="bo-panel" aria-labelledby="bo-outbox-title">
      <h2 id="bo-outbox-title">Order outbox</h2>
      <p>
        What reacts to every order (the ads&apos; server events), and the oldest order event each has not
        received.
      </p>
      <ul>
        {subscribers.map((s) => (
          <li key={s.name}>
            <strong>{s.name}</strong>: oldest undelivered event {waitingFor(s.oldest_undelivered_seconds)}
            {s.set_aside > 0 && `, ${s.set_aside} set aside`}
          </li>
        ))}
      </ul>
      {setAside.length === 0 ? (
        <p>No delivery is set aside.</p>
      ) : (
        <table className="bo-table bo-table--cards" aria-label="Set-aside deliveries">
          <thead>
            <tr>
              {COLUMNS.map((column) => (
                <th key={column} scope="col">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {setAside.map((d) => (
              <tr key={`${d.subscriber} ${d.event_id}`}>
                <th scope="row">{d.subscriber}</th>
                <td data-label="Order">#{d.order_id}</td>
                <td data-label="Event">
                  {d.event_type} ({formatShopDateTime(d.event_at)})
                </td>
                <td data-label="Failures">{d.failures}</td>
                <td data-label="Last error">{d.last_error}</td>
                <td data-label="Set aside">
                  {formatShopDateTime(d.set_aside_at)}
                  {d.retried_by && ` (tried again before by ${d.retried_by})`}
                </td>
                <td>
                  <button
                    type="button"
                    className="button button--outline"
                    disabled={tryAgain.isPending}
                    onClick={() =>
                      tryAgain.mutate(
                        { subscriber: d.subscriber, eventId: d.event_id },
                        {
                          onSuccess: (result) => onSaved(result.message),
                          onError: (e) => setError(messageOf(e)),
                        },
                      )
                    }
                  >
                    TRY AGAIN
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {error && <p role="alert">{error}</p>}
      <OutboxSettingsForm status={status.data} onSaved={onSaved} />
    </section>
  );
}

function OutboxSettingsForm({ status, onSaved }: { status: OutboxStatus; onSaved: (text: string) => void }) {
  const [failures, setFailures] = useState(String(status.failures_before_set_aside));
  const { errors, formError, submit, clearError, pending } = useSettingsForm(
    UpdateOutboxSettingsInput,
    useSaveOutboxSettings(),
    (saved, message) => {
      setFailures(String(saved.failures_before_set_aside));
      onSaved(message);
    },
  );
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit({ failures_before_set_aside: failures });
  };
  return (
    <form className="bo-settings" aria-label="Outbox settings" noValidate onSubmit={onSubmit}>
      <FormField
        id="outbox-failures"
        label="Set an event aside after (failed deliveries)"
        error={errors.failures_before_set_aside}
      >
        {(control) => (
          <input
            {...control}
            type="number"
            min={1}
            value={failures}
            onChange={(e) => {
              setFailures(e.target.value);
              clearError('failures_before_set_aside');
            }}
          />
        )}
      </FormField>
      {formError && <p role="alert">{formError}</p>}
      <button type="submit" className="button" disabled={pending}>
        {pending ? 'SAVING…' : 'SAVE OUTBOX SETTING'}
      </button>
    </form>
  );
}
