/**
 * The delivery settings are read once per process and kept: a change committed on another
 * connection (as another API process or an admin's save through it would commit it) reaches this
 * process through LISTEN/NOTIFY, and orders placed after it are charged the new fee.
 */
import { expect, it } from 'vitest';
import { listenLikeAProcess } from '../../test/change-listener.ts';
import { api, createGuest, createProduct } from '../../test/factories.ts';
import { setDeliverySettingsCacheEnabled } from './delivery-settings-cache.ts';

const { other } = listenLikeAProcess(setDeliverySettingsCacheEnabled);

const casablancaFee = async () => {
  const zones = (await api().get('/api/delivery').expect(200)).body.data.zones as {
    name: string;
    fee: number;
  }[];
  return zones.find((zone) => zone.name === 'Casablanca')!.fee;
};
const setCasablancaFee = (fee: number) =>
  other.query(`UPDATE delivery_zones SET fee = $1 WHERE name = 'Casablanca'`, [fee]);

it('charges orders the fee committed elsewhere within a second of the commit', async () => {
  expect(await casablancaFee()).toBe(20);
  await setCasablancaFee(27);
  await expect.poll(casablancaFee, { timeout: 1000, interval: 20 }).toBe(27);

  const product = await createProduct({ price: 300, sizes: [{ size: 'M', quantity: 5 }] });
  const guest = await createGuest();
  const order = await api()
    .post('/api/quick-cart/submit-order')
    .set('Cookie', guest.cookie)
    .send({
      customer_name: 'Amina Alaoui',
      customer_phone: '0612345678',
      customer_city: 'Casablanca',
      items: [{ product_id: product.id, size: 'M', quantity: 1 }],
    });
  expect(order.status, JSON.stringify(order.body)).toBe(201);
  expect(order.body.data).toMatchObject({ total_amount: 300, delivery_fee: 27 });
});

it('keeps the settings between reads until a change is announced', async () => {
  expect(await casablancaFee()).toBe(27);
  // Triggers off on this connection: a change nobody announces, which a kept copy does not see.
  await other.query(`SET session_replication_role = replica`);
  await setCasablancaFee(31);
  await other.query(`SET session_replication_role = origin`);
  for (let read = 0; read < 3; read++) expect(await casablancaFee()).toBe(27);
  // Any announced change of the shop's settings makes every process read them again.
  await other.query(`UPDATE shop_settings SET updated_at = now()`);
  await expect.poll(casablancaFee, { timeout: 1000, interval: 20 }).toBe(31);
});
