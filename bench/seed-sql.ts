/**
 * The bench's data in plain SQL (no imports, so that apps/api's EXPLAIN test seeds the same rows):
 * 500 products with 4 sizes each, 20,000 orders with ~60,000 items, reserved units that match.
 */
export const PRODUCTS = 500;
export const ORDERS = 20_000;
export const SIZES = ['S', 'M', 'L', 'XL'] as const;
/** Product whose sizes have few units left: many concurrent orders compete for it. */
export const HOT_PRODUCT_ID = 1;
export const HOT_UNITS_PER_SIZE = 40;
/** Blocklist entries of each kind (phones, addresses) the orders are checked against. */
export const BLOCKED_ENTRIES = 300;
/** Distinct generated images (bench/p<N>), shared by the products in turn. */
export const IMAGE_COUNT = 12;

export const CATALOG_SQL = `
INSERT INTO products (name, description, type, color, price, prix_reduction, image, status, created_at, updated_at)
SELECT
  (ARRAY['Atlas', 'Medina', 'Sahara', 'Rif', 'Casa', 'Tanger', 'Agadir', 'Fes'])[1 + i % 8]
    || ' ' || (ARRAY['Hoodie', 'Beanie', 'Tee'])[1 + i % 3] || ' ' || i,
  'Heavyweight cotton, printed in Casablanca. Piece number ' || i || '.',
  (ARRAY['hoodies', 'beanies', 't-shirts'])[1 + i % 3]::product_type,
  (ARRAY['black', 'white', 'sand', 'olive', NULL])[1 + i % 5],
  199 + (i * 37) % 400,
  CASE WHEN i % 5 = 0 THEN 149 + (i * 37) % 400 / 2 END,
  'bench/p' || (i % ${IMAGE_COUNT}),
  (CASE WHEN i = ${HOT_PRODUCT_ID} THEN 'available'
        WHEN i % 50 = 10 THEN 'coming_soon'
        WHEN i % 50 = 20 THEN 'out_of_stock'
        WHEN i % 25 = 5 THEN 'pre_order'
        ELSE 'available' END)::product_status,
  now() - make_interval(hours => i * 17),
  now()
FROM generate_series(1, ${PRODUCTS}) AS i;

INSERT INTO product_sizes (product_id, size, quantity, reserved, position)
SELECT p.id, s.size, 0, 0, s.position - 1
FROM products p CROSS JOIN unnest(ARRAY['${SIZES.join("','")}']) WITH ORDINALITY AS s(size, position);

INSERT INTO orders (customer_name, customer_phone, customer_city, total_amount, delivery_fee, status, created_at, updated_at)
SELECT
  'Client ' || o,
  '+2126' || lpad((o % 100000000)::text, 8, '0'),
  (ARRAY['Casablanca', 'Rabat', 'Marrakech', 'Fes', 'Tanger', 'Agadir'])[1 + o % 6],
  0, 0,
  (ARRAY['pending', 'contacted', 'confirmed', 'delivered', 'delivered', 'delivered', 'delivered', 'delivered', 'confirmed', 'canceled'])[1 + o % 10]::order_status,
  now() - make_interval(mins => o * 26),
  now()
FROM generate_series(1, ${ORDERS}) AS o;

INSERT INTO order_items (order_id, product_id, product_name, product_image, size, quantity, price, original_price)
SELECT o.id, p.id, p.name, p.image, (ARRAY['${SIZES.join("','")}'])[1 + (o.id + k) % 4], 1 + (o.id + k) % 2,
  COALESCE(p.prix_reduction, p.price), p.price
FROM orders o
CROSS JOIN LATERAL generate_series(1, 1 + o.id % 5) AS k
JOIN products p ON p.id = 1 + (o.id * 7 + k * 131) % ${PRODUCTS};

UPDATE orders o SET total_amount = t.total, delivery_fee = CASE WHEN t.total >= 599 THEN 0 ELSE 30 END
FROM (SELECT order_id, SUM(price * quantity) AS total FROM order_items GROUP BY order_id) t
WHERE t.order_id = o.id;

UPDATE product_sizes s SET reserved = h.units
FROM (
  SELECT oi.product_id, oi.size, SUM(oi.quantity)::int AS units
  FROM order_items oi JOIN orders o ON o.id = oi.order_id
  WHERE o.status NOT IN ('canceled', 'returned')
  GROUP BY oi.product_id, oi.size
) h
WHERE h.product_id = s.product_id AND h.size = s.size;

UPDATE product_sizes
SET quantity = reserved + CASE WHEN product_id = ${HOT_PRODUCT_ID} THEN ${HOT_UNITS_PER_SIZE} ELSE 1000 END;

-- Every order passes the blocklist (a few hundred entries, none of the bench's phones) and the
-- order limits. The bench's one load generator is one address: its per-address count is set for
-- it in the settings, as an admin would; every other limit keeps its default.
INSERT INTO blocklist (phone, reason)
SELECT '+2125' || lpad(b::text, 8, '0'), 'bench' FROM generate_series(1, ${BLOCKED_ENTRIES}) AS b;
INSERT INTO blocklist (ip, reason)
SELECT '10.9.' || (b / 250) || '.' || (b % 250), 'bench' FROM generate_series(1, ${BLOCKED_ENTRIES}) AS b;
UPDATE shop_settings SET orders_per_address_per_hour = 1000000;
`;

/** CATALOG_SQL as single statements (for clients that take one statement per call). */
export const catalogStatements = () =>
  CATALOG_SQL.split(/;\s*\n/)
    .map((s) => s.trim())
    .filter(Boolean);
