import type { AdminOrderDetail } from '@vigor/shared';
import { expect, test } from './test.ts';
import {
  bearer,
  createCarrier,
  createHoodie,
  logIn,
  placeConfirmedOrder,
  shot,
  staffToken,
} from './helpers.ts';

/** Ids no store of the journeys reaches: the server answers "Order not found." for each. */
const UNKNOWN = [2_147_483_001, 2_147_483_002, 2_147_483_003];

test('a 20-code scanner burst 50 ms apart, half of them invalid, is marked in scan order with every reason', async ({
  page,
  request,
}) => {
  test.slow();
  const token = await staffToken(request);
  const carrier = await createCarrier(request, token, `Scan Post ${Date.now()}`);
  const product = await createHoodie(request, token, {
    name: `Scan hoodie ${Date.now()}`,
    price: 199,
    units: 20,
  });
  const confirmed: number[] = [];
  for (let n = 0; n < 11; n++)
    confirmed.push(await placeConfirmedOrder(request, token, product, 'Casablanca'));
  // Ten parcels leave with the carrier; the eleventh order stays Confirmed.
  const shipped = confirmed.slice(0, 10);
  const waiting = confirmed[10]!;
  const batch = await request.post('/api/shipping/batches', {
    headers: bearer(token),
    data: { carrier_id: carrier.id, orders: shipped.map((id) => ({ id })) },
  });
  expect(batch.status()).toBe(201);

  await logIn(page, 'admin');
  await page.getByRole('tab', { name: 'SHIPPING' }).click();
  const box = page.getByLabel('Order ids (scan, type + Enter, or paste)');
  await box.focus();

  // The pile as it comes: each shipped parcel, and ten codes that cannot be marked (not an order
  // number, unknown, not shipped yet, scanned twice), interleaved.
  const s = shipped.map(String);
  const burst = [
    s[0],
    'abc',
    s[1],
    String(UNKNOWN[0]),
    s[2],
    String(waiting),
    s[3],
    s[0],
    s[4],
    '12a',
    s[5],
    String(UNKNOWN[1]),
    s[6],
    'VIGOR',
    s[7],
    s[4],
    s[8],
    String(UNKNOWN[2]),
    s[9],
    '0',
  ] as string[];
  // A scanner types each code and Enter: about 50 ms a code, whatever its length.
  for (const code of burst) await page.keyboard.type(`${code}\n`, { delay: 50 / (code.length + 1) });

  const delivered = (id: number) => `#${id}: Delivered`;
  const notFound = (id: number) => `#${id}: Order not found.`;
  const results = page.getByRole('list', { name: 'Outcome results' }).getByRole('listitem');
  await expect(results).toHaveText([
    delivered(shipped[0]!),
    'abc: not an order number',
    delivered(shipped[1]!),
    notFound(UNKNOWN[0]!),
    delivered(shipped[2]!),
    new RegExp(`^#${waiting}: Order #${waiting} is Confirmed`),
    delivered(shipped[3]!),
    new RegExp(`^#${shipped[0]}: Order #${shipped[0]} is Delivered`),
    delivered(shipped[4]!),
    '12a: not an order number',
    delivered(shipped[5]!),
    notFound(UNKNOWN[1]!),
    delivered(shipped[6]!),
    'VIGOR: not an order number',
    delivered(shipped[7]!),
    new RegExp(`^#${shipped[4]}: Order #${shipped[4]} is Delivered`),
    delivered(shipped[8]!),
    notFound(UNKNOWN[2]!),
    delivered(shipped[9]!),
    '0: not an order number',
  ]);
  await expect(page.getByRole('status').filter({ hasText: 'scanned' })).toHaveText(
    '20 scanned: 10 marked, 10 not marked.',
  );
  await expect(box).toHaveValue('');
  await shot(page, 'scanner-burst');

  // The server agrees: the ten parcels are Delivered, the waiting order is still Confirmed.
  for (const id of [...shipped, waiting]) {
    const order = await request.get(`/api/sales/${id}`, { headers: bearer(token) });
    expect(((await order.json()) as { data: AdminOrderDetail }).data.status).toBe(
      id === waiting ? 'confirmed' : 'delivered',
    );
  }
});
