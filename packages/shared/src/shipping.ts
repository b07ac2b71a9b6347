import type { CarrierIntegration } from './carriers.js';
import type { AdminOrder, OrderMoveResult } from './orders.js';
import type { DeliveryOutcome, OrderStatus } from './order-lifecycle.js';
import { daysBefore } from './shop-time.js';

/** A code staff scanned, typed or pasted, and the order id it names (null: not an order id). */
export interface ScannedCode {
  code: string;
  id: number | null;
}

const MAX_ORDER_ID = 2_147_483_647;

/**
 * The codes in what staff scanned, typed or pasted, in order, repeats kept: a scanner reading a
 * slip's QR code types the id then Enter, so codes come one a line, but commas, semicolons, spaces
 * and a leading `#` work too. A code that is not an order id is kept with `id` null, so it can
 * be reported instead of silently dropped.
 */
export function scannedCodes(text: string): ScannedCode[] {
  return text
    .split(/[\s,;]+/)
    .filter(Boolean)
    .map((code) => {
      const digits = /^#?(\d{1,10})$/.exec(code)?.[1];
      const id = digits == null ? null : Number(digits);
      return { code, id: id != null && id > 0 && id <= MAX_ORDER_ID ? id : null };
    });
}

/** One scanned id: moved to the outcome, or why not (unknown id, wrong status). */
export type OutcomeResult = OrderMoveResult<DeliveryOutcome>;

export interface Carrier {
  id: number;
  name: string;
  active: boolean;
}

/**
 * A carrier in its own list and form, with what it charges (null: not typed yet) and how it is
 * reached: SHIPPING shows a carrier's own actions (labels, pickup, delivery note) by it, to staff
 * who may not see the integration's settings (a shipper).
 */
export interface CarrierWithFees extends Carrier {
  integration: CarrierIntegration;
  /** The carrier's default for its parcels; a batch may say otherwise per order. */
  open_before_paying: boolean;
  delivery_fee: number | null;
  return_fee: number | null;
  cash_fee_percent: number | null;
}

export interface ShipmentBatchSummary {
  id: number;
  carrier: Carrier;
  created_at: string;
  orders: number;
  /** The batch's orders that have a tracking number (typed, or given by an integrated carrier). */
  tracking: { order_id: number; tracking_number: string }[];
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

/** How far back a payout's paid-on date may go. */
export const PAYOUT_MAX_AGE_DAYS = 365;

/**
 * What is wrong with a payout's paid-on date (YYYY-MM-DD) on the shop's day `today`: a payout is
 * paid neither in the future nor more than PAYOUT_MAX_AGE_DAYS ago. null when it is fine.
 */
export function paidOnProblem(paidOn: string, today: string): string | null {
  if (paidOn > today) return 'A payout cannot be paid in the future.';
  if (paidOn < daysBefore(today, PAYOUT_MAX_AGE_DAYS)) return 'A payout must be paid within the last year.';
  return null;
}

/**
 * Why a payout line differs from what the shop expected: a disputed amount (paid), or a line the
 * payout left unpaid (an unknown id, an order not delivered, already paid by another payout, or
 * shipped with another carrier, `carrier` null when it was never handed to one).
 */
export type PayoutDifference =
  { id: number; reason: 'amount'; expected: number; collected: number } | UnpaidLine;

export type UnpaidLine =
  | { id: number; reason: 'not_delivered'; status: OrderStatus }
  | { id: number; reason: 'already_paid'; payout_id: number }
  | { id: number; reason: 'other_carrier'; carrier: { id: number; name: string } | null }
  | { id: number; reason: 'unknown' };

/** Who voided a payout, when and why. */
export interface PayoutVoid {
  at: string;
  /** null: the staff account was deleted since. */
  by: string | null;
  reason: string;
}

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
  /** expected - amount_received - fees: zero when the payout balances; null once voided. */
  gap: number | null;
  /** The unpaid lines of the statement first, then the disputed amounts. */
  differences: PayoutDifference[];
  /** Set once an admin voided the payout: it pays nothing any more. */
  voided: PayoutVoid | null;
}

/** A past payout as the cash view lists it: its totals and how many of its orders are disputed. */
export type PayoutSummary = Omit<PayoutReconciliation, 'differences'> & { disputed: number };
