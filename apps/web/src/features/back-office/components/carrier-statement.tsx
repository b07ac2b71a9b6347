import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { CarrierStatement as Statement, DataEnvelope } from '@vigor/shared';
import { apiFetch, messageOf } from '../../../lib/api-client';
import { carrierSettingsQuery } from '../api/carriers';

/**
 * The statement lines a carrier's API reported (the orders it says it paid, with the cash it
 * collected), to paste into the carrier payout below; Sendit reports them, Ozon Express does not.
 */
export function CarrierStatementBox() {
  const carriers = useQuery(carrierSettingsQuery());
  const [shown, setShown] = useState<{ name: string; statement: Statement } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const reporting = (carriers.data ?? []).filter((c) => c.integration === 'sendit');
  if (!reporting.length) return null;
  const load = async (id: number, name: string) => {
    setError(null);
    try {
      const { data } = await apiFetch<DataEnvelope<Statement>>(`/api/shipping/carriers/${id}/statement`);
      setShown({ name, statement: data });
    } catch (e) {
      setError(messageOf(e));
    }
  };
  return (
    <section className="bo-panel" aria-labelledby="bo-statement-title">
      <h2 id="bo-statement-title">Cash the carriers reported</h2>
      <div className="bo-inline-form">
        {reporting.map((c) => (
          <button key={c.id} type="button" className="button" onClick={() => void load(c.id, c.name)}>
            {c.name.toUpperCase()} STATEMENT
          </button>
        ))}
      </div>
      {error && <p role="alert">{error}</p>}
      {shown &&
        (shown.statement.lines.length ? (
          <label>
            {shown.name}: orders it says it paid, not in a payout yet (paste into the payout&apos;s orders)
            <textarea
              readOnly
              rows={Math.min(10, shown.statement.lines.length)}
              value={shown.statement.text}
            />
          </label>
        ) : (
          <p>{shown.name} reports no paid order outside a payout.</p>
        ))}
    </section>
  );
}
