import { transitionVerdict, type AdminOrder, type OrderStatus } from '@vigor/shared';

/** What a bulk status change would do to each selected order, as the server's table says. */
export interface StatusPreview {
  /** Steps of the workflow. */
  moves: AdminOrder[];
  /** Moves off the workflow: made only with a reason (transitionVerdict in packages/shared). */
  corrections: AdminOrder[];
  /** Already in that status: nothing changes. */
  unchanged: AdminOrder[];
}

/**
 * Sorts the selected orders by what moving them to `to` from SALES would be. The server decides
 * again for each order (a payout or the stock may still refuse one): this is the confirmation's
 * forecast, never the rule.
 */
export function previewStatus(orders: readonly AdminOrder[], to: OrderStatus): StatusPreview {
  const preview: StatusPreview = { moves: [], corrections: [], unchanged: [] };
  for (const order of orders) {
    const verdict = transitionVerdict(order.status, to, 'sales');
    if (verdict === 'unchanged') preview.unchanged.push(order);
    else if (verdict === 'correction') preview.corrections.push(order);
    else preview.moves.push(order);
  }
  return preview;
}

/** The orders a print of slips covers: each batch's, and those not in a batch yet (no slip). */
export function slipBatches(orders: readonly AdminOrder[]): { batches: number[]; unbatched: AdminOrder[] } {
  const batches = new Set<number>();
  const unbatched: AdminOrder[] = [];
  for (const order of orders) {
    if (order.shipment_batch_id == null) unbatched.push(order);
    else batches.add(order.shipment_batch_id);
  }
  return { batches: [...batches].sort((a, b) => a - b), unbatched };
}
