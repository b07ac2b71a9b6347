/**
 * One line of an order's history in words staff read (the desk's log, the SALES order panel):
 * what happened and who did it.
 */
import { CALL_OUTCOME_LABELS, CANCEL_REASON_LABELS } from './call-outcomes.js';
import type { OrderEventPayload } from './order-events-input.js';
import { formatShopDateTime } from './shop-time.js';

/** `who`: the staff user's name, or null for the shop itself. */
export function orderEventLine(event: OrderEventPayload, who: string | null): string {
  const by = who ?? 'the shop';
  switch (event.type) {
    case 'call': {
      const extra = [
        event.attempt && `attempt ${event.attempt}`,
        event.callback_at && `at ${formatShopDateTime(event.callback_at)}`,
        event.reason && CANCEL_REASON_LABELS[event.reason],
        event.note && `“${event.note}”`,
      ].filter(Boolean);
      return `${CALL_OUTCOME_LABELS[event.outcome]}${extra.length ? ` (${extra.join(', ')})` : ''} by ${by}`;
    }
    case 'edit': {
      const { type: _type, ...changes } = event;
      return `Edited ${Object.keys(changes).join(', ')} by ${by}`;
    }
    case 'status':
      if (event.cause === 'auto_cancel') return 'Canceled automatically: no answer';
      if (event.cause === 'whatsapp')
        return event.to === 'confirmed'
          ? 'Confirmed by the customer on WhatsApp'
          : `Canceled by the customer on WhatsApp`;
      return `${event.from} → ${event.to} by ${by}`;
    case 'placed':
      return `Placed from the ${event.source === 'quick-cart' ? 'quick cart' : event.source}`;
    case 'claim':
      return `${event.action === 'claimed' ? 'Taken' : 'Let go'} by ${by}`;
    case 'payout':
      return event.voided
        ? `Payout #${event.payout_id} voided${event.reason ? ` (“${event.reason}”)` : ''} by ${by}`
        : `Settled by payout #${event.payout_id} (${event.cash_status}) by ${by}`;
    case 'upsell': {
      const total = event.total_amount
        ? ` (goods ${event.total_amount.from} → ${event.total_amount.to} dh)`
        : '';
      return `Upsold ${event.quantity} x ${event.product_name} ${event.size} (${event.kind === 'tier' ? 'quantity offer' : 'add-on'})${total} by ${by}`;
    }
    case 'lead_converted':
      return `Converted from lead #${event.lead_id} by ${by}`;
    case 'correction':
      return `Correction ${event.from} → ${event.to} by ${by} (“${event.reason}”)`;
    case 'shipment':
    case 'outcome':
      return `${event.from} → ${event.to} by ${by}`;
  }
}
