/**
 * The ceilings of the two writes: bare Express handlers on plain `pg` that run the statements the
 * store runs and answer JSON, with none of the store's middleware, ORM or checks. Run by serve.ts
 * in as many processes as the store under test, each with the store's pool size.
 * - POST /api/carts: guest session lookup, the product with its sizes (kept in memory after its
 *   first read, as the store keeps it with its catalog), the conditional upsert of the line.
 * - POST /api/sales: guest session lookup, the Idempotency-Key lookup, the three order-limit
 *   counters (rate-limiter-flexible's upsert), then one transaction: the cart lines taken
 *   (DELETE ... RETURNING, locked), the products read FOR SHARE, each size's units taken by a
 *   conditional UPDATE, the order with its `placed` event and items in one statement, the
 *   session's open leads removed (apps/api/src/modules/orders/orders.service.ts).
 */
import express from 'express';
import pg from 'pg';

const POOL_SIZE = 10;
const SESSION = /guest_session=([\w-]{43})/;

export function writeBaselineApp(databaseUrl: string): express.Express {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: POOL_SIZE });
  /** Products as the store keeps them for cart adds: read once, then from memory. */
  const products = new Map<number, Record<string, unknown>>();
  const readProduct = async (id: number) => {
    const found = await pool.query<Record<string, unknown>>(
      `SELECT p.id, p.name, p.description, p.type::text, p.color, p.price, p.prix_reduction, p.image,
         p.status::text, p.created_at,
         COALESCE((SELECT json_agg(json_build_object('size', s.size, 'quantity', s.quantity, 'reserved', s.reserved)
           ORDER BY s.position, s.id) FROM product_sizes s WHERE s.product_id = p.id), '[]') AS sizes
       FROM products p WHERE p.id = $1`,
      [id],
    );
    if (found.rows[0]) products.set(id, found.rows[0]);
    return found.rows[0];
  };
  /** The request's guest session id when the session exists, as the store's middleware reads it. */
  const guestSessionOf = async (req: express.Request): Promise<string | null> => {
    const id = SESSION.exec(req.get('cookie') ?? '')?.[1];
    if (!id) return null;
    const found = await pool.query('SELECT id FROM guest_sessions WHERE id = $1', [id]);
    return found.rows[0] ? id : null;
  };
  const app = express();
  app.use(express.json());
  app.post('/api/carts', async (req, res) => {
    const id = await guestSessionOf(req);
    if (!id) return void res.status(404).json({ message: 'No session' });
    const { product_id, size, quantity } = req.body as { product_id: number; size: string; quantity: number };
    const product = products.get(product_id) ?? (await readProduct(product_id));
    if (!product) return void res.status(404).json({ message: 'Product not found' });
    const line = await pool.query<Record<string, unknown>>(
      `INSERT INTO cart_items (session_id, product_id, size, quantity, print_placement, updated_at)
       SELECT $1, $2, $3, $4::int, 'FRONT', now() WHERE $4::int <= $5::int
       ON CONFLICT (session_id, product_id, size)
       DO UPDATE SET quantity = cart_items.quantity + EXCLUDED.quantity, updated_at = now()
       WHERE cart_items.quantity + EXCLUDED.quantity <= $5::int
       RETURNING id, quantity, print_placement`,
      [id, product_id, size, quantity, 99],
    );
    res.status(201).json({ success: true, data: { ...line.rows[0], product } });
  });
  app.post('/api/sales', async (req, res) => {
    const id = await guestSessionOf(req);
    if (!id) return void res.status(404).json({ message: 'No session' });
    const body = req.body as {
      customer_name: string;
      customer_phone: string;
      customer_city: string;
      cart_ids: number[];
    };
    const phone = `+212${body.customer_phone.slice(1)}`;
    const key = req.get('idempotency-key') ?? null;
    const previous = await pool.query<{ id: number }>(
      'SELECT id FROM orders WHERE session_id = $1 AND idempotency_key = $2',
      [id, key],
    );
    if (previous.rows[0]) return void res.status(200).json({ success: true, data: previous.rows[0] });
    const now = Date.now();
    await Promise.all(
      [`phone:${phone}`, `session:${id}`, `ip:${req.ip}`].map((counter) =>
        pool.query(COUNT_ORDER, [`baseline-order-${counter}`, now + 86_400_000, now]),
      ),
    );
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      const lines = await client.query<{ id: number; product_id: number; size: string; quantity: number }>(
        `DELETE FROM cart_items WHERE id IN (
           SELECT id FROM cart_items WHERE session_id = $1 AND id = ANY($2::int[]) ORDER BY id FOR UPDATE)
         RETURNING id, product_id, size, quantity`,
        [id, body.cart_ids],
      );
      if (lines.rowCount !== body.cart_ids.length) {
        await client.query('ROLLBACK');
        return void res.status(404).json({ message: 'Cart item not found' });
      }
      await client.query(
        `SELECT p.id, p.name, p.image, p.price, p.prix_reduction, p.status::text AS status,
           p.expected_ship_date::text AS expected_ship_date
         FROM products p WHERE p.id = ANY($1::int[]) ORDER BY p.id FOR SHARE`,
        [lines.rows.map((l) => l.product_id)],
      );
      for (const line of lines.rows) {
        const taken = await client.query(
          `UPDATE product_sizes SET reserved = reserved + $3
           WHERE product_id = $1 AND size = $2 AND (quantity IS NULL OR quantity - reserved >= $3) RETURNING 1`,
          [line.product_id, line.size, line.quantity],
        );
        if (!taken.rowCount) {
          await client.query('ROLLBACK');
          return void res.status(409).json({ success: false, message: 'Not enough stock' });
        }
      }
      const order = await client.query<{ id: number }>(INSERT_ORDER, [
        lines.rows.map((l) => l.product_id),
        lines.rows.map((l) => l.size),
        lines.rows.map((l) => l.quantity),
        body.customer_name,
        phone,
        body.customer_city,
        id,
        key,
      ]);
      await client.query(
        `DELETE FROM leads WHERE status = 'open' AND (customer_phone = $1 OR session_id = $2)`,
        [phone, id],
      );
      await client.query('COMMIT');
      res.status(201).json({ success: true, data: order.rows[0] });
    } catch (error) {
      await client.query('ROLLBACK');
      throw error;
    } finally {
      client.release();
    }
  });
  return app;
}

/** rate-limiter-flexible's PostgreSQL consume: one more point in the key's window. */
const COUNT_ORDER = `INSERT INTO rate_limits (key, points, expire) VALUES ($1, 1, $2)
  ON CONFLICT (key) DO UPDATE SET
    points = CASE WHEN rate_limits.expire <= $3 THEN 1 ELSE rate_limits.points + 1 END,
    expire = CASE WHEN rate_limits.expire <= $3 THEN $2 ELSE rate_limits.expire END
  RETURNING points, expire`;

/** The order, its placed event and its items in one statement, priced in SQL (delivery to a zone of 25 dh). */
const INSERT_ORDER = `
  WITH items AS (
    SELECT p.id AS product_id, p.name AS product_name, p.image AS product_image, l.size, l.quantity,
      COALESCE(p.prix_reduction, p.price) AS price, p.price AS original_price, p.status = 'pre_order' AS pre_order,
      p.expected_ship_date
    FROM unnest($1::int[], $2::text[], $3::int[]) AS l(product_id, size, quantity) JOIN products p ON p.id = l.product_id),
  new_order AS (
    INSERT INTO orders (customer_name, customer_phone, customer_city, language, total_amount, delivery_fee,
      session_id, idempotency_key, updated_at)
    SELECT $4, $5, $6, 'en', t.total, CASE WHEN t.total >= 599 THEN 0 ELSE 25 END, $7, $8, now()
    FROM (SELECT sum(price * quantity) AS total FROM items) t
    RETURNING id, total_amount, delivery_fee),
  placed AS (
    INSERT INTO order_events (order_id, kind, details)
    SELECT id, 'placed', jsonb_build_object('type', 'placed', 'source', 'cart', 'session_id', $7::text,
      'total_amount', total_amount, 'delivery_fee', delivery_fee) FROM new_order)
  INSERT INTO order_items (order_id, product_id, product_name, product_image, size, quantity, price,
    original_price, pre_order, expected_ship_date)
  SELECT new_order.id, items.* FROM new_order, items
  RETURNING order_id AS id`;
