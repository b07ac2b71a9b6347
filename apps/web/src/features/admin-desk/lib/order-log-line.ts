import {
  CALL_OUTCOME_LABELS,
  CANCEL_REASON_LABELS,
  formatShopDateTime,
  type DeskOrderDetail,
} from '@vigor/shared';

/** One entry of an order's log as the desk says it: what happened and who did it. */
export function orderLogLine(entry: DeskOrderDetail['log'][number]): string {
  const { event } = entry;
  const who = entry.staff_name ?? 'the shop';
  switch (event.type) {
    case 'call': {
      const extra = [
        event.attempt && `attempt ${event.attempt}`,
        event.callback_at && `at ${formatShopDateTime(event.callback_at)}`,
        event.reason && CANCEL_REASON_LABELS[event.reason],
        event.note && `“${event.note}”`,
      ].filter(Boolean);
      return `${CALL_OUTCOME_LABELS[event.outcome]}${extra.length ? ` (${extra.join(', ')})` : ''} by ${who}`;
    }
    case 'edit': {
      const { type: _type, ...changes } = event;
      return `Edited ${Object.keys(changes).join(', ')} by ${who}`;
    }
    case 'status':
      if (event.cause === 'auto_cancel') return 'Canceled automatically: no answer';
      return `${event.from} → ${event.to} by ${who}`;
    case 'placed':
      return `Placed from the ${event.source === 'quick-cart' ? 'quick cart' : event.source}`;
    case 'claim':
      return `${event.action === 'claimed' ? 'Taken' : 'Let go'} by ${who}`;
    case 'payout':
      return event.voided
        ? `Payout #${event.payout_id} voided${event.reason ? ` (“${event.reason}”)` : ''} by ${who}`
        : `Settled by payout #${event.payout_id} (${event.cash_status}) by ${who}`;
    case 'lead_converted':
      return `Converted from lead #${event.lead_id} by ${who}`;
    case 'shipment':
    case 'outcome':
      return `${event.from} → ${event.to} by ${who}`;
  }
}
