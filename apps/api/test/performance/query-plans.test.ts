/**
 * Query plans of the endpoints `pnpm bench` loads: on the bench's data (500 products,
 * 20,000 orders, ~60,000 items), analyzed, no statement they issue may read a table of more than
 * 10,000 rows with a sequential scan. The SQL is what the endpoints really send, captured from
 * Prisma's query events while they answer, then explained with its own parameters.
 */
import { catalogStatements } from '../../../../bench/seed-sql.ts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { api, createCartLine, createGuest } from '../factories.ts';
import { prisma } from '../../src/lib/prisma.ts';

// The app's one client, as lib/prisma.ts makes it, plus Prisma's query events.
vi.mock('../../src/lib/prisma.ts', async () => {
  const { createDatabasePool, createPrismaClient } = await import('@vigor/db/client');
  const { env } = await import('../../src/config/env.ts');
  // The app's one pool, as in lib/prisma.ts, with Prisma's query events on.
  const pool = createDatabasePool(env.DATABASE_URL, {
    max: env.DATABASE_POOL_SIZE,
    connectionTimeoutMillis: env.DATABASE_CONNECT_TIMEOUT_MS,
  });
  return { pool, prisma: createPrismaClient(pool, { log: [{ emit: 'event', level: 'query' }] }) };
});

const LARGE_TABLE_ROWS = 10_000;

interface Statement {
  query: string;
  params: string;
}
interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  Plans?: PlanNode[];
}

const captured: Statement[] = [];
const onQuery = prisma as unknown as { $on(event: 'query', listener: (e: Statement) => void): void };
onQuery.$on('query', (e) => captured.push({ query: e.query, params: e.params }));

/** The statements one request sends (transaction control left out). */
async function statementsOf(send: () => PromiseLike<{ status: number }>, status: number) {
  captured.length = 0;
  const res = await send();
  expect(res.status).toBe(status);
  return captured.filter((s) => !/^\s*(BEGIN|COMMIT|ROLLBACK|SET|SAVEPOINT|RELEASE)\b/i.test(s.query));
}

const firstWord = (s: Statement) => /^\s*(\w+)/.exec(s.query)?.[1]?.toUpperCase();

function seqScans(node: PlanNode, found: string[] = []): string[] {
  if (node['Node Type'] === 'Seq Scan' && node['Relation Name']) found.push(node['Relation Name']);
  for (const child of node.Plans ?? []) seqScans(child, found);
  return found;
}

let rowsByTable: Map<string, number>;

/** Large tables read with a sequential scan in the plan of each statement. */
async function largeSeqScans(statements: Statement[]) {
  const problems: string[] = [];
  for (const { query, params } of statements) {
    const rows = await prisma.$queryRawUnsafe<{ 'QUERY PLAN': { Plan: PlanNode }[] }[]>(
      `EXPLAIN (FORMAT JSON) ${query}`,
      ...(JSON.parse(params) as unknown[]),
    );
    const plan = rows[0]!['QUERY PLAN'][0]!.Plan;
    for (const table of seqScans(plan)) {
      const size = rowsByTable.get(table) ?? 0;
      if (size > LARGE_TABLE_ROWS) problems.push(`Seq Scan on ${table} (${size} rows) in: ${query}`);
    }
  }
  return problems;
}

beforeAll(async () => {
  for (const statement of catalogStatements()) await prisma.$executeRawUnsafe(statement);
  await prisma.$executeRawUnsafe('ANALYZE');
  const sizes = await prisma.$queryRawUnsafe<{ table: string; rows: number }[]>(
    `SELECT c.relname AS table, c.reltuples::int AS rows FROM pg_class c
     JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname = 'public' AND c.relkind = 'r'`,
  );
  rowsByTable = new Map(sizes.map((s) => [s.table, s.rows]));
}, 120_000);

afterAll(() => {
  captured.length = 0;
});

describe('query plans on 500 products and 20,000 orders', () => {
  it('has the large tables the test is about', () => {
    expect(rowsByTable.get('orders')).toBeGreaterThan(LARGE_TABLE_ROWS);
    expect(rowsByTable.get('order_items')).toBeGreaterThan(LARGE_TABLE_ROWS);
  });

  it.each([
    ['GET /api/products', '/api/products?sort=name-asc&page=1'],
    ['GET /api/products by type and price', '/api/products?type=hoodies&sort=price-desc&page=2'],
    ['GET /api/products/:id', '/api/products/2'],
    ['GET /api/products/home', '/api/products/home'],
  ])('%s: no sequential scan of a large table', async (_name, url) => {
    const statements = await statementsOf(() => api().get(url), 200);
    expect(statements.length).toBeGreaterThan(0);
    expect(await largeSeqScans(statements)).toEqual([]);
  });

  it('POST /api/carts: no sequential scan of a large table', async () => {
    const guest = await createGuest();
    const statements = await statementsOf(
      () =>
        api().post('/api/carts').set('Cookie', guest.cookie).send({ product_id: 3, size: 'M', quantity: 1 }),
      201,
    );
    // The fewest round trips (docs/performance.md): the session, the product with its sizes, the
    // order limits and the blocklist (the units per line; kept in the process after this first
    // read), the conditional upsert; no transaction.
    expect(captured.map(firstWord)).toEqual(['SELECT', 'SELECT', 'SELECT', 'SELECT', 'INSERT']);
    expect(await largeSeqScans(statements)).toEqual([]);
  });

  it('POST /api/sales: no sequential scan of a large table', async () => {
    const guest = await createGuest();
    const line = await createCartLine(guest.id, 4, 'L', 1);
    const statements = await statementsOf(
      () =>
        api()
          .post('/api/sales')
          .set('Cookie', guest.cookie)
          .set('Idempotency-Key', 'plan-test-order')
          .send({
            customer_name: 'Amina Alaoui',
            customer_phone: '0612345678',
            customer_city: 'Casablanca',
            cart_ids: [line.id],
          }),
      201,
    );
    // The session, the Idempotency-Key's earlier order, the blocklist and the order limits (kept
    // in the process after this first read), the delivery settings (the shop's row, the zones,
    // their cities) in one read-only snapshot (prisma/delivery-settings.ts; a transaction's BEGIN
    // is not among Prisma's query events), then one transaction: the cart lines taken out, the
    // products locked, the units of the one line taken, the products' offers, the order with its
    // items and placed event, its copy of the session's attribution, the risk band's facts in one
    // statement and the model in use (kept a minute in the process) and its row, the session's or phone's open
    // lead removed.
    expect(captured.map(firstWord)).toEqual([
      'SELECT',
      'SELECT',
      'SELECT',
      'SELECT',
      'SELECT',
      'SELECT',
      'SELECT',
      'COMMIT',
      'DELETE',
      'SELECT',
      'WITH',
      'SELECT',
      'WITH',
      'INSERT',
      'SELECT',
      'SELECT',
      'INSERT',
      'DELETE',
      'COMMIT',
    ]);
    expect(await largeSeqScans(statements)).toEqual([]);
  });
});
