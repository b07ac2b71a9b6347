/**
 * The bench's own database: a throw-away PostgreSQL (embedded in a temporary folder, or a new
 * database on the server DATABASE_URL names), migrated, and filled in SQL with 500 products and
 * 20,000 orders, plus the guest sessions and cart lines the write benchmarks use.
 */
import { createDatabaseIfMissing, dropDatabase, openTestServer } from '@vigor/db/database';
import { migrate } from '@vigor/db/migrate';
import pg from 'pg';
import { HOT_PRODUCT_ID, HOT_UNITS_PER_SIZE, SIZES } from './seed-sql.ts';

export * from './seed-sql.ts';

export interface BenchDatabase {
  url: string;
  query<T extends pg.QueryResultRow>(sql: string, params?: unknown[]): Promise<T[]>;
  close(): Promise<void>;
}

export async function createBenchDatabase(): Promise<BenchDatabase> {
  const server = await openTestServer();
  const name = `vigor_bench_${process.pid}_${Date.now().toString(36)}`;
  await createDatabaseIfMissing(server, name);
  const url = server.urlFor(name);
  await migrate(url);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return {
    url,
    query: async <T extends pg.QueryResultRow>(sql: string, params?: unknown[]) =>
      (await client.query<T>(sql, params)).rows,
    async close() {
      await client.end();
      await dropDatabase(server, name);
      await server.stop();
    },
  };
}

/** Session ids of the write benchmarks: 43 word characters, like real ones. */
export const sessionId = (kind: 'cart' | 'sale', n: number) =>
  `bench${kind}${String(n).padStart(43 - 5 - kind.length, '0')}`;

/** Session numbers `first` .. `first + count - 1` as SQL rows `n`. */
const numbers = (first: number, count: number) => `generate_series(${first}, ${first + count - 1}) AS n`;

/**
 * `count` guest sessions for POST /api/sales, numbered from `first` (each load run orders from
 * sessions of its own), each with one cart line of one unit of an orderable product; every tenth
 * line is the hot product.
 */
export function saleSessionsSql(count: number, first = 1) {
  return `
INSERT INTO guest_sessions (id) SELECT 'benchsale' || lpad(n::text, 34, '0') FROM ${numbers(first, count)};
WITH orderable AS (
  SELECT id, row_number() OVER (ORDER BY id) - 1 AS rn, count(*) OVER () AS total
  FROM products WHERE status IN ('available', 'pre_order')
)
INSERT INTO cart_items (session_id, product_id, size, quantity, updated_at)
SELECT 'benchsale' || lpad(n::text, 34, '0'),
  CASE WHEN n % 10 = 0 THEN ${HOT_PRODUCT_ID} ELSE (SELECT id FROM orderable WHERE rn = (n * 37) % total) END,
  (ARRAY['${SIZES.join("','")}'])[1 + n % 4], 1, now()
FROM ${numbers(first, count)};`;
}

/** `count` guest sessions with empty carts for POST /api/carts, numbered from `first`. */
export function cartSessionsSql(count: number, first = 1) {
  return `INSERT INTO guest_sessions (id) SELECT 'benchcart' || lpad(n::text, 34, '0') FROM ${numbers(first, count)};`;
}

/**
 * The hot product back to HOT_UNITS_PER_SIZE units left per size, as seeded: each sales run
 * starts with the same units to race for, whatever the runs before it sold.
 */
export const RESTOCK_HOT_PRODUCT_SQL = `UPDATE product_sizes SET quantity = reserved + ${HOT_UNITS_PER_SIZE}
WHERE product_id = ${HOT_PRODUCT_ID}`;

export interface StockCheck {
  /** Sizes whose reserved units exceed their stock. */
  oversold: number;
  /** Sizes whose reserved units differ from the units of the orders that are not canceled. */
  mismatched: number;
}

export async function checkStock(db: BenchDatabase): Promise<StockCheck> {
  const [row] = await db.query<{ oversold: number; mismatched: number }>(`
    SELECT
      (SELECT count(*)::int FROM product_sizes WHERE quantity IS NOT NULL AND reserved > quantity) AS oversold,
      (SELECT count(*)::int FROM product_sizes s
         LEFT JOIN (
           SELECT oi.product_id, oi.size, SUM(oi.quantity)::int AS units
           FROM order_items oi JOIN orders o ON o.id = oi.order_id
           WHERE o.status NOT IN ('canceled', 'returned') AND oi.product_id IS NOT NULL
           GROUP BY oi.product_id, oi.size
         ) h ON h.product_id = s.product_id AND h.size = s.size
       WHERE s.reserved <> COALESCE(h.units, 0)) AS mismatched`);
  return row!;
}
