/**
 * Issue 7.4: orders, cancels, un-cancels and deletes, run one by one against a simple model and
 * in random parallel batches, never oversell, never leave available stock negative, and always
 * keep product_sizes.reserved equal to the units of the orders that are not canceled.
 */
import fc from 'fast-check';
import request from 'supertest';
import { beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../../src/app.ts';
import { prisma } from '../../src/lib/prisma.ts';
import { createProduct, createStaff, truncateAll } from '../factories.ts';

const app = createApp();
const customer = { customer_name: 'Racer', customer_phone: '0611223344', customer_city: 'Agadir' };

/** Sizes with little stock, so that orders collide. `key` is "productIndex:size". */
const STOCK = { '0:S': 3, '0:M': 2, '1:L': 2 } as const;
type Key = keyof typeof STOCK;
const KEYS = Object.keys(STOCK) as Key[];

let productIds: number[];
let bearer: string;

beforeEach(async () => {
  await truncateAll();
  bearer = (await createStaff('admin')).bearer;
  productIds = [
    (
      await createProduct({
        sizes: [
          { size: 'S', quantity: STOCK['0:S'] },
          { size: 'M', quantity: STOCK['0:M'] },
        ],
      })
    ).id,
    (await createProduct({ sizes: [{ size: 'L', quantity: STOCK['1:L'] }] })).id,
  ];
});

const split = (key: Key) => {
  const [index, size] = key.split(':') as [string, string];
  return { product_id: productIds[Number(index)]!, size };
};

interface Line {
  key: Key;
  quantity: number;
}

/** Units per key that an order's lines ask for (the quick order merges equal lines). */
function wanted(lines: Line[]): Map<Key, number> {
  const out = new Map<Key, number>();
  for (const l of lines) out.set(l.key, (out.get(l.key) ?? 0) + l.quantity);
  return out;
}

const placeOrder = (lines: Line[]) =>
  request(app)
    .post('/api/quick-cart/submit-order')
    .send({ ...customer, items: lines.map((l) => ({ ...split(l.key), quantity: l.quantity })) });
const setStatus = (id: number, status: string) =>
  request(app).put(`/api/sales/${id}`).set('Authorization', bearer).send({ status });
const deleteOrder = (id: number) => request(app).delete(`/api/sales/${id}`).set('Authorization', bearer);

/** What the database holds, and what the API shows shoppers, per key. */
async function observed() {
  const sizes = await prisma.productSize.findMany({
    select: { product_id: true, size: true, quantity: true, reserved: true },
  });
  const held = await prisma.$queryRaw<{ product_id: number; size: string; units: number }[]>`
    SELECT i.product_id, i.size, SUM(i.quantity)::int AS units FROM order_items i
    JOIN orders o ON o.id = i.order_id WHERE o.status <> 'canceled' GROUP BY i.product_id, i.size`;
  const shown = new Map<string, number | null>();
  for (const id of productIds) {
    const res = await request(app).get(`/api/products/${id}`);
    for (const s of res.body.data.sizes as { size: string; available: number | null }[])
      shown.set(`${id}:${s.size}`, s.available);
  }
  return KEYS.map((key) => {
    const { product_id, size } = split(key);
    const row = sizes.find((s) => s.product_id === product_id && s.size === size)!;
    return {
      key,
      quantity: row.quantity!,
      reserved: row.reserved,
      held: held.find((h) => h.product_id === product_id && h.size === size)?.units ?? 0,
      shown: shown.get(`${product_id}:${size}`),
    };
  });
}

/** The invariants: reserved = units of live orders, 0 <= available, and the API shows that. */
async function expectConsistentStock() {
  for (const s of await observed()) {
    expect(s.reserved, `${s.key} reserved vs live order units`).toBe(s.held);
    expect(s.reserved, `${s.key} oversold`).toBeLessThanOrEqual(s.quantity);
    expect(s.reserved).toBeGreaterThanOrEqual(0);
    expect(s.shown, `${s.key} available shown`).toBe(s.quantity - s.reserved);
  }
}

const line = fc.record({ key: fc.constantFrom(...KEYS), quantity: fc.integer({ min: 1, max: 3 }) });
const lines = fc.array(line, { minLength: 1, maxLength: 3 });

describe('stock against a simple model (one request at a time)', () => {
  interface Model {
    reserved: Map<Key, number>;
    orders: { id: number; units: Map<Key, number>; canceled: boolean }[];
  }
  const available = (m: Model, key: Key) => STOCK[key] - (m.reserved.get(key) ?? 0);
  const fits = (m: Model, units: Map<Key, number>) => [...units].every(([k, q]) => q <= available(m, k));
  const move = (m: Model, units: Map<Key, number>, sign: 1 | -1) => {
    for (const [k, q] of units) m.reserved.set(k, (m.reserved.get(k) ?? 0) + sign * q);
  };

  type Op =
    | { kind: 'order'; lines: Line[] }
    | { kind: 'status'; pick: number; status: 'canceled' | 'pending' | 'confirmed' | 'delivered' }
    | { kind: 'delete'; pick: number };
  const op: fc.Arbitrary<Op> = fc.oneof(
    { weight: 3, arbitrary: lines.map((l) => ({ kind: 'order' as const, lines: l })) },
    {
      weight: 3,
      arbitrary: fc.record({
        kind: fc.constant('status' as const),
        pick: fc.nat(),
        status: fc.constantFrom('canceled', 'canceled', 'pending', 'confirmed', 'delivered'),
      }),
    },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('delete' as const), pick: fc.nat() }) },
  );

  it('answers and holds exactly what the model says after every step', async () => {
    await fc.assert(
      fc
        .asyncProperty(fc.array(op, { minLength: 4, maxLength: 14 }), async (ops) => {
          const model: Model = { reserved: new Map(), orders: [] };
          for (const o of ops) {
            if (o.kind === 'order') {
              const units = wanted(o.lines);
              const res = await placeOrder(o.lines);
              if (fits(model, units)) {
                expect(res.status, res.text).toBe(201);
                move(model, units, 1);
                model.orders.push({ id: res.body.data.id, units, canceled: false });
              } else {
                expect(res.status, res.text).toBe(409);
                const short = (res.body.invalid_items as { size: string; available_quantity: number }[]).map(
                  (i) => i.available_quantity,
                );
                expect(short.length).toBeGreaterThan(0);
              }
            } else if (model.orders.length) {
              const order = model.orders[o.pick % model.orders.length]!;
              if (o.kind === 'delete') {
                expect((await deleteOrder(order.id)).status).toBe(200);
                if (!order.canceled) move(model, order.units, -1);
                model.orders = model.orders.filter((x) => x !== order);
              } else {
                const res = await setStatus(order.id, o.status);
                if (o.status === 'canceled') {
                  expect(res.status).toBe(200);
                  if (!order.canceled) move(model, order.units, -1);
                  order.canceled = true;
                } else if (!order.canceled) {
                  expect(res.status).toBe(200);
                } else if (fits(model, order.units)) {
                  expect(res.status, res.text).toBe(200);
                  move(model, order.units, 1);
                  order.canceled = false;
                } else {
                  expect(res.status, res.text).toBe(409);
                }
              }
            }
            for (const s of await observed()) {
              expect(s.reserved, s.key).toBe(model.reserved.get(s.key) ?? 0);
              expect(s.shown, s.key).toBe(STOCK[s.key] - (model.reserved.get(s.key) ?? 0));
            }
          }
          await expectConsistentStock();
        })
        .beforeEach(async () => {
          await prisma.$executeRawUnsafe(
            'TRUNCATE orders, order_items, guest_sessions RESTART IDENTITY CASCADE',
          );
          await prisma.productSize.updateMany({ data: { reserved: 0 } });
        }),
      { numRuns: 15 },
    );
  });
});

describe('stock under parallel interleavings', () => {
  type Step =
    | { kind: 'order'; lines: Line[] }
    | { kind: 'status'; pick: number; status: 'canceled' | 'confirmed' }
    | { kind: 'delete'; pick: number };
  const step: fc.Arbitrary<Step> = fc.oneof(
    { weight: 4, arbitrary: lines.map((l) => ({ kind: 'order' as const, lines: l })) },
    {
      weight: 3,
      arbitrary: fc.record({
        kind: fc.constant('status' as const),
        pick: fc.nat(),
        status: fc.constantFrom('canceled' as const, 'confirmed' as const),
      }),
    },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('delete' as const), pick: fc.nat() }) },
  );

  it('never oversells, and a refusal in a batch of orders only means the units were really gone', async () => {
    await fc.assert(
      fc
        .asyncProperty(
          fc.array(fc.array(step, { minLength: 2, maxLength: 8 }), { minLength: 2, maxLength: 4 }),
          async (batches) => {
            const orderIds: number[] = [];
            for (const batch of batches) {
              const pick = (n: number) => orderIds[n % orderIds.length];
              const results = await Promise.all(
                batch.map(async (s) => {
                  if (s.kind === 'order') return { step: s, res: await placeOrder(s.lines) };
                  const id = pick(s.pick);
                  if (id === undefined) return null;
                  const res = s.kind === 'delete' ? await deleteOrder(id) : await setStatus(id, s.status);
                  return { step: s, res };
                }),
              );
              for (const r of results) {
                if (!r) continue;
                // 404: the order was deleted by another step of the same batch.
                expect([200, 201, 404, 409], `${r.step.kind}: ${r.res.status} ${r.res.text}`).toContain(
                  r.res.status,
                );
                if (r.step.kind === 'order' && r.res.status === 201) orderIds.push(r.res.body.data.id);
                if (r.step.kind === 'order' && r.res.status === 404) throw new Error('an order got 404');
              }
              await expectConsistentStock();
              // With only orders in the batch, stock only went down during it: a line refused for
              // stock must still be short at the end, or the refusal was wrong.
              if (batch.every((s) => s.kind === 'order')) {
                const after = new Map((await observed()).map((s) => [s.key, s.quantity - s.reserved]));
                for (const r of results) {
                  if (r?.res.status !== 409) continue;
                  for (const item of r.res.body.invalid_items as {
                    product_id: number;
                    size: string;
                    requested_quantity: number;
                  }[]) {
                    const key = `${productIds.indexOf(item.product_id)}:${item.size}` as Key;
                    expect(after.get(key), `refused ${key}`).toBeLessThan(item.requested_quantity);
                  }
                }
              }
            }
          },
        )
        .beforeEach(async () => {
          await prisma.$executeRawUnsafe(
            'TRUNCATE orders, order_items, guest_sessions RESTART IDENTITY CASCADE',
          );
          await prisma.productSize.updateMany({ data: { reserved: 0 } });
        }),
      { numRuns: 20 },
    );
  });

  it('sells the last unit exactly once when many shoppers race for it', async () => {
    await prisma.productSize.updateMany({ data: { reserved: 0 } });
    const { product_id, size } = split('0:M');
    await prisma.productSize.update({
      where: { product_id_size: { product_id, size } },
      data: { quantity: 1 },
    });
    const results = await Promise.all(
      Array.from({ length: 12 }, () => placeOrder([{ key: '0:M', quantity: 1 }])),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(11);
    for (const r of results.filter((x) => x.status === 409)) {
      expect(r.body.invalid_items[0]).toMatchObject({ reason: 'insufficient_stock', available_quantity: 0 });
    }
  });
});
