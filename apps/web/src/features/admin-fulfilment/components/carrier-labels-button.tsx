import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { messageOf } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/download';
import { fetchCarrierLabels } from '../api/carriers';
import { carriersQuery } from '../api/shipping';

/** Saves a batch's labels as its carrier prints them, for carriers that print labels (Sendit). */
export function CarrierLabelsButton({ batchId, carrierId }: { batchId: number; carrierId: number }) {
  const carriers = useQuery(carriersQuery());
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (carriers.data?.find((c) => c.id === carrierId)?.integration !== 'sendit') return null;
  const save = async () => {
    setError(null);
    setBusy(true);
    try {
      downloadFile(`carrier-labels-batch-${batchId}.pdf`, await fetchCarrierLabels(batchId));
    } catch (e) {
      setError(messageOf(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      {' · '}
      <button type="button" className="bo-link-button" disabled={busy} onClick={() => void save()}>
        Carrier labels (PDF)
      </button>
      {error && <span role="alert"> {error}</span>}
    </>
  );
}
