/**
 * The demo store's history: a few hundred orders over the last 60 days that went through the
 * whole day of a cash-on-delivery shop (calls, cancels, batches handed to carriers, deliveries,
 * refusals, returns and carrier payouts), so the back office's reports and desk flags have
 * something to show. Deterministic (one seeded pseudo-random sequence, times counted back from
 * `now`) and written in a few bulk statements. Demo only: `pnpm db:seed` and `pnpm dev`.
 */
import {
  CANCEL_REASONS,
  deliveryFee,
  effectivePrice,
  fromCents,
  holdsUnits,
  linesTotal,
  toCents,
} from '@vigor/shared';
import type { OrderEventOf, OrderEventPayload, OrderStatus } from '@vigor/shared';
import type { Database, Prisma } from './client.ts';
import { readDeliverySettings } from './delivery-settings.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export interface HistoryOptions {
  now?: number;
  orders?: number;
  days?: number;
  /** The pseudo-random sequence's seed: the same seed and `now` give the same history. */
  seed?: number;
}

export const DEMO_CARRIERS = ['Amana', 'CTM Messagerie', 'Sendit'];
/** What the demo carriers keep per delivered parcel. */
const FEE_PER_PARCEL = 15;
const AUTO_CANCEL_HOURS = 72;

/** mulberry32: a small, fast, seedable generator of numbers in [0, 1). */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const FIRST_NAMES = [
  'Youssef',
  'Fatima',
  'Mehdi',
  'Khadija',
  'Anas',
  'Salma',
  'Hamza',
  'Imane',
  'Othmane',
  'Sara',
];
const LAST_NAMES = [
  'Alaoui',
  'Bennani',
  'Chraibi',
  'El Idrissi',
  'Fassi',
  'Berrada',
  'Tazi',
  'Ouazzani',
  'Kettani',
];

type Fate = 'delivered' | 'refused' | 'canceled' | 'unreachable';

/** Adds the history when the store has none yet (no shipment batch): safe to run again. */
export async function seedHistory(db: Database, options: HistoryOptions = {}): Promise<void> {
  if ((await db.shipmentBatch.count()) > 0) return;
  const { now = Date.now(), orders: count = 320, days = 60, seed = 16 } = options;
  const random = seededRandom(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;

  const products = await db.product.findMany({
    where: { sizes: { some: {} } },
    include: { sizes: { orderBy: { position: 'asc' } } },
    orderBy: { id: 'asc' },
  });
  if (!products.length) return;
  const delivery = await readDeliverySettings(db);
  const cities = delivery.zones.flatMap((z) => z.cities.map((c) => c.name_fr));
  const carriers = await Promise.all(
    DEMO_CARRIERS.map((name) => db.carrier.upsert({ where: { name }, create: { name }, update: {} })),
  );
  const ids = async (table: string) =>
    Number(
      (await db.$queryRawUnsafe<{ max: number | null }[]>(`SELECT max(id) AS max FROM ${table}`))[0]?.max ??
        0,
    );
  let orderId = await ids('orders');
  let batchId = await ids('shipment_batches');
  let payoutId = await ids('carrier_payouts');

  const orderRows: Prisma.OrderCreateManyInput[] = [];
  const itemRows: Prisma.OrderItemCreateManyInput[] = [];
  const events: Prisma.OrderEventCreateManyInput[] = [];
  const held = new Map<number, number>();
  /** Batches by carrier and shop day; delivered parcels waiting for their carrier's payout. */
  const batches = new Map<string, { id: number; carrier_id: number; created_at: Date }>();
  const unpaid: { id: number; carrier_id: number; delivered_at: number; cash: number }[] = [];
  const phones: { name: string; phone: string }[] = [];

  // One order in twelve came in the last 36 hours and three in the last hour: the desk and the
  // ship panel have work waiting.
  const placed = Array.from(
    { length: count },
    (_, n) => now - Math.floor(random() * (n < 3 ? HOUR : n % 12 === 0 ? 36 * HOUR : days * DAY)),
  ).sort((a, b) => a - b);
  for (const created of placed) {
    const id = ++orderId;
    const repeat = phones.length > 10 && random() < 0.12;
    const customer = repeat
      ? pick(phones)
      : {
          name: `${pick(FIRST_NAMES)} ${pick(LAST_NAMES)}`,
          phone: `+2126${String(Math.floor(random() * 1e8)).padStart(8, '0')}`,
        };
    if (!repeat) phones.push(customer);
    const city = random() < 0.35 ? 'Casablanca' : pick(cities);
    const lines = random() < 0.25 ? 2 : 1;
    const items = Array.from({ length: lines }, () => {
      const product = pick(products);
      const size = pick(product.sizes);
      const price = effectivePrice({
        price: Number(product.price),
        prix_reduction: product.prix_reduction && Number(product.prix_reduction),
      });
      return {
        order_id: id,
        product_id: product.id,
        product_name: product.name,
        product_image: product.image,
        size: size.size,
        size_id: size.id,
        quantity: random() < 0.15 ? 2 : 1,
        price,
        original_price: Number(product.price),
      };
    });
    const total = linesTotal(items.map((i) => ({ unitPrice: i.price, quantity: i.quantity })));
    const fee = deliveryFee(delivery, city, total) ?? 0;
    const cash = fromCents(toCents(total) + toCents(fee));

    // The order's fate, then its timeline up to now: recent orders stop on the way.
    const roll = random();
    const fate: Fate =
      roll < 0.2 ? 'canceled' : roll < 0.28 ? 'unreachable' : roll < 0.45 ? 'refused' : 'delivered';
    let status: OrderStatus = 'pending';
    const record = (at: number, payload: OrderEventPayload) =>
      events.push({ order_id: id, kind: payload.type, details: payload, created_at: new Date(at) });
    // An event that moves the order (from its status at the time).
    const event = (at: number, payload: OrderEventPayload & { to: OrderStatus }) => {
      record(at, payload);
      status = payload.to;
    };
    record(created, {
      type: 'placed',
      source: 'cart',
      session_id: null,
      total_amount: total,
      delivery_fee: fee,
    } satisfies OrderEventOf<'placed'>);
    // The desk calls within minutes to hours; it has not reached the orders of the last hour yet.
    const delay = 5 * MINUTE + Math.floor(random() * random() * 10 * HOUR);
    let at = created > now - HOUR ? now + delay : created + delay;
    let batch: { id: number; carrier_id: number } | null = null;
    const extra: { call_attempts?: number; cancel_reason?: string; tracking_number?: string } = {};
    if (random() < 0.3 && at < now) {
      event(at, { type: 'call', outcome: 'no_answer', attempt: 1, from: status, to: 'contacted' });
      extra.call_attempts = 1;
      at += 2 * HOUR + Math.floor(random() * 20 * HOUR);
    }
    if (fate === 'unreachable') {
      if (status === 'pending' && at < now) {
        event(at, { type: 'call', outcome: 'no_answer', attempt: 1, from: status, to: 'contacted' });
        extra.call_attempts = 1;
      }
      const cancelAt = created + AUTO_CANCEL_HOURS * HOUR;
      if (cancelAt < now) {
        event(cancelAt, {
          type: 'status',
          cause: 'auto_cancel',
          reason: 'no_answer',
          after_hours: AUTO_CANCEL_HOURS,
          from: status,
          to: 'canceled',
        });
        extra.cancel_reason = 'no_answer';
      }
    } else if (at < now) {
      if (fate === 'canceled') {
        const reason = pick(CANCEL_REASONS);
        event(at, { type: 'call', outcome: 'canceled', reason, from: status, to: 'canceled' });
        extra.cancel_reason = reason;
      } else {
        event(at, { type: 'call', outcome: 'confirmed', from: status, to: 'confirmed' });
        // Parcels leave the next morning (10:00 in Casablanca) with one of the carriers.
        const shipAt = (Math.floor(at / DAY) + 1) * DAY + 9 * HOUR;
        if (shipAt < now) {
          const carrier = pick(carriers);
          const key = `${carrier.id}-${shipAt}`;
          batch = batches.get(key) ?? { id: ++batchId, carrier_id: carrier.id, created_at: new Date(shipAt) };
          batches.set(key, batch as { id: number; carrier_id: number; created_at: Date });
          // Every demo carrier gives its parcels a tracking number: its initials and the order id.
          extra.tracking_number = `${carrier.name.slice(0, 3).toUpperCase()}-${id}`;
          event(shipAt, {
            type: 'shipment',
            batch_id: batch.id,
            carrier_id: carrier.id,
            carrier: carrier.name,
            tracking_number: extra.tracking_number,
            from: status,
            to: 'shipped',
          });
          const outcomeAt = shipAt + DAY + Math.floor(random() * 3 * DAY);
          if (outcomeAt < now) {
            if (fate === 'delivered') {
              event(outcomeAt, { type: 'outcome', from: status, to: 'delivered' });
              unpaid.push({ id, carrier_id: carrier.id, delivered_at: outcomeAt, cash });
            } else {
              event(outcomeAt, { type: 'outcome', from: status, to: 'refused' });
              const backAt = outcomeAt + 2 * DAY + Math.floor(random() * 4 * DAY);
              if (backAt < now) event(backAt, { type: 'outcome', from: status, to: 'returned' });
            }
          }
        }
      }
    }

    orderRows.push({
      id,
      customer_name: customer.name,
      customer_phone: customer.phone,
      customer_city: city,
      customer_address: `${1 + Math.floor(random() * 120)} rue ${pick(LAST_NAMES)}`,
      total_amount: total,
      delivery_fee: fee,
      status,
      created_at: new Date(created),
      updated_at: new Date(Math.min(now, at)),
      shipment_batch_id: batch?.id ?? null,
      ...extra,
    });
    for (const { size_id, ...item } of items) {
      itemRows.push(item);
      if (holdsUnits(status)) held.set(size_id, (held.get(size_id) ?? 0) + item.quantity);
    }
  }

  // Each carrier pays on Monday for the parcels it delivered the week before (Monday to Sunday).
  const payouts: {
    row: {
      id: number;
      carrier_id: number;
      paid_on: Date;
      amount_received: number;
      fees: number;
      created_at: Date;
    };
    orders: { id: number; collected: number; status: 'collected' | 'disputed' }[];
  }[] = [];
  const byKey = new Map<string, (typeof payouts)[number]>();
  for (const parcel of unpaid) {
    // 1970-01-05 was a Monday.
    const monday = Math.floor((parcel.delivered_at - 4 * DAY) / (7 * DAY)) * 7 * DAY + 11 * DAY;
    if (monday + 10 * HOUR > now) continue;
    const key = `${parcel.carrier_id}-${monday}`;
    let payout = byKey.get(key);
    if (!payout) {
      payout = {
        row: {
          id: ++payoutId,
          carrier_id: parcel.carrier_id,
          paid_on: new Date(monday),
          amount_received: 0,
          fees: 0,
          created_at: new Date(monday + 10 * HOUR),
        },
        orders: [],
      };
      byKey.set(key, payout);
      payouts.push(payout);
    }
    // Now and then the carrier says it collected 20 dh less than the cash to collect.
    const short = random() < 0.05;
    payout.orders.push({
      id: parcel.id,
      collected: short ? fromCents(toCents(parcel.cash) - 2000) : parcel.cash,
      status: short ? 'disputed' : 'collected',
    });
  }
  const paid = new Map<number, { payout_id: number; cash_collected: number; cash_status: string }>();
  for (const payout of payouts) {
    const collected = payout.orders.reduce((sum, o) => sum + toCents(o.collected), 0);
    const fees = toCents(FEE_PER_PARCEL) * payout.orders.length;
    payout.row.fees = fromCents(fees);
    payout.row.amount_received = fromCents(collected - fees);
    for (const order of payout.orders) {
      paid.set(order.id, {
        payout_id: payout.row.id,
        cash_collected: order.collected,
        cash_status: order.status,
      });
      events.push({
        order_id: order.id,
        kind: 'payout',
        details: {
          type: 'payout',
          from: 'delivered',
          to: 'delivered',
          payout_id: payout.row.id,
          cash_status: order.status,
          collected: order.collected,
        } satisfies OrderEventOf<'payout'>,
        created_at: payout.row.created_at,
      });
    }
  }

  await db.$transaction([
    db.shipmentBatch.createMany({ data: [...batches.values()] }),
    db.carrierPayout.createMany({ data: payouts.map((p) => p.row) }),
    db.order.createMany({ data: orderRows.map((o) => ({ ...o, ...paid.get(o.id!) })) }),
    db.orderItem.createMany({ data: itemRows }),
    db.orderEvent.createMany({ data: events }),
    // Units of the history's held orders come on top of the shelves, so the catalog's stock stays as it was.
    db.$executeRaw`UPDATE product_sizes s SET reserved = s.reserved + h.units,
        quantity = CASE WHEN s.quantity IS NULL THEN NULL ELSE s.quantity + h.units END
      FROM unnest(${[...held.keys()]}::int[], ${[...held.values()]}::int[]) AS h(id, units) WHERE s.id = h.id`,
    ...['orders', 'shipment_batches', 'carrier_payouts'].map((table) =>
      db.$executeRawUnsafe(
        `SELECT setval(pg_get_serial_sequence('${table}', 'id'), (SELECT max(id) FROM ${table}))`,
      ),
    ),
  ]);
}
