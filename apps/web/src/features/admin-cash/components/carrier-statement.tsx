import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { formatPrice, reportsCash, type CarrierStatement } from '@vigor/shared';
import { messageOf } from '../../../lib/api-client';
import { carrierSettingsQuery } from '../../admin-fulfilment';
import { fetchCarrierStatement } from '../api/payouts';

/**
 * Fills the payout's orders and amount received from what the chosen carrier's API reported (the
 * delivered orders it says it paid the shop for, with the cash it collected, that no payout covers
 * yet), so a payout from a carrier that reports its cash is reconciled without retyping its
 * statement (docs/carriers.md, "Cash"). Carriers that report nothing keep the typed or scanned statement.
 */
export function CarrierStatementFill({
  carrierId,
  onFill,
}: {
  carrierId: string;
  onFill: (statement: CarrierStatement) => void;
}) {
  const carriers = useQuery(carrierSettingsQuery());
  const [note, setNote] = useState<{ carrierId: string; text: string } | null>(null);
  const carrier = (carriers.data ?? []).find((c) => String(c.id) === carrierId);
  if (!carrier || !reportsCash(carrier.integration)) return null;
  const fill = async () => {
    try {
      const data = await fetchCarrierStatement(carrier.id);
      if (data.lines.length) onFill(data);
      setNote({
        carrierId,
        text: data.lines.length
          ? `${carrier.name} reports ${data.lines.length} paid order${data.lines.length === 1 ? '' : 's'}, ${formatPrice(data.total)} in all: filled below, the amount received less the fees.`
          : `${carrier.name} reports no paid order outside a payout.`,
      });
    } catch (e) {
      setNote({ carrierId, text: messageOf(e) });
    }
  };
  return (
    <>
      <button type="button" className="button" onClick={() => void fill()}>
        FILL FROM {carrier.name.toUpperCase()}&apos;S REPORT
      </button>
      {note?.carrierId === carrierId && <p role="status">{note.text}</p>}
    </>
  );
}
