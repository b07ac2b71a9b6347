import type { AdminOrder } from './orders.js';
import type { DeliveryOutcome, OrderStatus } from './order-lifecycle.js';

/**
 * The order ids in what staff typed, pasted or scanned: every run of digits, in order, each once.
 * A scanner reading a slip's barcode types the id then Enter, so ids come one a line, but commas,
 * spaces and a leading `#` work too.
 */
export function parseOrderIds(text: string): number[] {
  const ids = (text.match(/\d+/g) ?? []).map(Number).filter((n) => n > 0 && n <= 2_147_483_647);
  return [...new Set(ids)];
}

/** One scanned id: moved to the outcome, or why not (unknown id, wrong status). */
export type OutcomeResult =
  | { id: number; ok: true; status: DeliveryOutcome }
  | { id: number; ok: false; status: OrderStatus | null; message: string };

export interface Carrier {
  id: number;
  name: string;
  active: boolean;
}

export interface ShipmentBatchSummary {
  id: number;
  carrier: Carrier;
  created_at: string;
  orders: number;
}

export interface PickLine {
  product_name: string;
  size: string;
  units: number;
}

/** The units to take off the shelf for a batch: one line per product and size, by name then size. */
export function pickList(
  orders: readonly { items: readonly { product_name: string; size: string; quantity: number }[] }[],
): PickLine[] {
  const lines = new Map<string, PickLine>();
  for (const item of orders.flatMap((o) => o.items)) {
    const key = JSON.stringify([item.product_name, item.size]);
    const line = lines.get(key) ?? { product_name: item.product_name, size: item.size, units: 0 };
    line.units += item.quantity;
    lines.set(key, line);
  }
  return [...lines.values()].sort(
    (a, b) => a.product_name.localeCompare(b.product_name) || a.size.localeCompare(b.size),
  );
}

/** An order in a batch, with what the courier needs beyond the admin list's fields. */
export type ShippedOrder = AdminOrder & {
  tracking_number: string | null;
  customer_address: string | null;
  delivery_note: string | null;
};

/** A batch as the slips, the pick list and the carrier's export need it. */
export interface ShipmentBatch {
  id: number;
  carrier: Carrier;
  created_at: string;
  orders: ShippedOrder[];
  pick_list: PickLine[];
}

/**
 * The lines of a carrier statement as staff paste or scan them: an order id, then optionally the
 * amount collected (`1234 249.00`, `#1234;249,5`); a line with only an id means "as expected".
 */
export function parsePayoutLines(text: string): { id: number; amount: number | null }[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.match(/^\D*(\d+)(?:[\s;,\t]+(\d+(?:[.,]\d{1,2})?))?/))
    .filter((m): m is RegExpMatchArray => m != null)
    .map((m) => ({ id: Number(m[1]), amount: m[2] == null ? null : Number(m[2].replace(',', '.')) }));
}

/** Why a payout line differs from what the shop expected. */
export type PayoutDifference =
  | { id: number; reason: 'amount'; expected: number; collected: number }
  | { id: number; reason: 'not_delivered'; status: OrderStatus }
  | { id: number; reason: 'already_paid'; payout_id: number }
  | { id: number; reason: 'unknown' };

/** Expected cash vs what the carrier paid and kept, and the orders that differ. */
export interface PayoutReconciliation {
  id: number;
  carrier: Carrier;
  paid_on: string;
  orders: number;
  /** Cash to collect of the delivered orders the payout covers. */
  expected: number;
  /** What the carrier says it collected for them. */
  collected: number;
  amount_received: number;
  fees: number;
  /** expected - amount_received - fees: zero when the payout balances. */
  gap: number;
  differences: PayoutDifference[];
}

/** A past payout as the cash view lists it: its totals and how many of its orders are disputed. */
export type PayoutSummary = Omit<PayoutReconciliation, 'differences'> & { disputed: number };
