/**
 * The ceiling for POST /api/carts: a bare Express handler on plain `pg` that runs the statements
 * the store runs for an add (guest session lookup, the product with its sizes, kept in memory
 * after its first read as the store keeps it with its catalog, and the conditional upsert of the
 * line) and answers the line as JSON, with none of the store's middleware, ORM or checks. Run by
 * serve.ts in as many processes as the store under test, each with the store's pool size.
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
  const app = express();
  app.use(express.json());
  app.post('/api/carts', async (req, res) => {
    const id = SESSION.exec(req.get('cookie') ?? '')?.[1];
    const session = id ? await pool.query('SELECT id FROM guest_sessions WHERE id = $1', [id]) : null;
    if (!session?.rows[0]) return void res.status(404).json({ message: 'No session' });
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
  return app;
}
