/**
 * The catalog cache follows writes it did not make: a commit on another connection (as another
 * API process would make it) reaches this process through LISTEN/NOTIFY, and a lost listening
 * connection is opened again.
 */
import { expect, it } from 'vitest';
import { listenLikeAProcess } from '../../test/change-listener.ts';
import { api, createProduct } from '../../test/factories.ts';
import { setCatalogCacheEnabled } from './catalog-cache.ts';

const { other } = listenLikeAProcess(setCatalogCacheEnabled);

const priceOf = async (id: number) => (await api().get(`/api/products/${id}`).expect(200)).body.data.price;

it('forgets a cached product within a second of a commit made elsewhere', async () => {
  const product = await createProduct({ price: 300 });
  expect(await priceOf(product.id)).toBe(300);
  await other.query('UPDATE products SET price = 250 WHERE id = $1', [product.id]);
  await expect.poll(() => priceOf(product.id), { timeout: 1000, interval: 20 }).toBe(250);
});

it('listens again after its connection is cut, and forgets what changed meanwhile', async () => {
  const product = await createProduct({ price: 300 });
  expect(await priceOf(product.id)).toBe(300);
  await other.query(
    `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = 'vigor catalog listener'`,
  );
  await other.query('UPDATE products SET price = 199 WHERE id = $1', [product.id]);
  await expect.poll(() => priceOf(product.id), { timeout: 3000, interval: 20 }).toBe(199);
  await expect
    .poll(async () => {
      const { rows } = await other.query(
        `SELECT count(*)::int AS n FROM pg_stat_activity WHERE application_name = 'vigor catalog listener'
           AND datname = current_database()`,
      );
      return rows[0].n;
    })
    .toBe(1);
  await other.query('UPDATE products SET price = 150 WHERE id = $1', [product.id]);
  await expect.poll(() => priceOf(product.id), { timeout: 1000, interval: 20 }).toBe(150);
});
