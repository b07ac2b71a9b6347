import type { AuditEntry, DeliverySettings } from '@vigor/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prisma } from '../../lib/prisma.ts';
import { api, createOrderRow, createProduct, createStaff, truncateAll } from '../../../test/factories.ts';
import { apiRoutes } from '../../../test/hardening/route-table.ts';
import { createApp } from '../../app.ts';

type Staff = Awaited<ReturnType<typeof createStaff>>;
let admin: Staff;
let agent: Staff;
let accountant: Staff;
let settings: DeliverySettings;
let editedOrderId: number;
const zonesOf = (s: DeliverySettings, fee: (name: string, fee: number) => number) =>
  s.zones.map(({ name, fee: current, cities }) => ({
    name,
    fee: fee(name, current),
    cities: cities.map(({ name_fr, name_ar }) => ({ name_fr, name_ar })),
  }));

const audit = (who: Staff, query = '') =>
  api().get(`/api/admin/audit${query}`).set('Authorization', who.bearer);

beforeAll(async () => {
  await truncateAll();
  admin = await createStaff('admin', 'yasmine');
  agent = await createStaff('agent', 'hamza');
  accountant = await createStaff('accountant', 'rachid');
  settings = (await api().get('/api/delivery')).body.data;

  // A desk edit by the agent, a fee change, a product delete and a staff change by the admin.
  const product = await createProduct({ name: 'Old Hoodie', sizes: [{ size: 'M', quantity: 10 }] });
  const order = await createOrderRow([{ product_id: product.id, size: 'M', quantity: 1, price: 399 }]);
  editedOrderId = order.id;
  const edit = await api()
    .patch(`/api/confirmation/orders/${order.id}`)
    .set('Authorization', agent.bearer)
    .send({ customer_address: '5 rue Atlas, Maarif' });
  expect(edit.status).toBe(200);
  const fees = await api()
    .put('/api/admin/delivery')
    .set('Authorization', admin.bearer)
    .send({
      free_from: settings.free_from,
      zones: zonesOf(settings, (name, fee) => (name === 'Casablanca' ? 25 : fee)),
    });
  expect(fees.status).toBe(200);
  const doomed = await createProduct({ name: 'Doomed Beanie' });
  expect((await api().delete(`/api/products/${doomed.id}`).set('Authorization', admin.bearer)).status).toBe(
    200,
  );
  const disable = await api()
    .put(`/api/utilisateurs/${accountant.user.id}`)
    .set('Authorization', admin.bearer)
    .send({ role: 'accountant', disabled: false, password: 'a fresh long passphrase' });
  expect(disable.status).toBe(200);
  accountant = { ...accountant, bearer: await bearerOf('rachid', 'a fresh long passphrase') };
});

afterAll(async () => {
  await api()
    .put('/api/admin/delivery')
    .set('Authorization', admin.bearer)
    .send({ free_from: settings.free_from, zones: zonesOf(settings, (_name, fee) => fee) });
});

async function bearerOf(nom: string, password: string) {
  const res = await api().post('/api/admin/login').send({ nom, password });
  return `Bearer ${res.body.token as string}`;
}

describe('the audit log', () => {
  it('lists a desk edit, a fee change, a product delete and a staff change, with who did each', async () => {
    const res = await audit(admin);
    expect(res.status).toBe(200);
    const entries = res.body.data as AuditEntry[];
    const by = (action: string) => entries.find((e) => e.action === action);
    expect(by('order.edit')).toMatchObject({
      user: { id: agent.user.id, nom: 'hamza' },
      entity: 'order',
      summary: expect.stringMatching(/^Order #\d+: Edited customer_address by hamza$/),
    });
    expect(by('setting.delivery')).toMatchObject({
      user: { id: admin.user.id, nom: 'yasmine' },
      entity: 'setting',
      entity_id: null,
      summary: expect.stringContaining('Casablanca 25 dh'),
    });
    expect(by('product.delete')).toMatchObject({
      user: { nom: 'yasmine' },
      entity: 'product',
      summary: 'Deleted “Doomed Beanie”',
    });
    expect(by('staff.update')).toMatchObject({
      user: { nom: 'yasmine' },
      entity: 'staff',
      entity_id: accountant.user.id,
      summary: 'rachid: role accountant, password reset, enabled',
    });
    // The password itself is nowhere in the log.
    expect(JSON.stringify(entries)).not.toContain('fresh long passphrase');
    // Newest first.
    const times = entries.map((e) => e.at);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('filters by user, action, thing and shop days, and pages', async () => {
    const only = async (query: string) =>
      ((await audit(admin, query)).body.data as AuditEntry[]).map((e) => e.action);
    expect(await only(`?user_id=${agent.user.id}`)).toEqual(['order.edit']);
    expect(await only('?action=product')).toEqual(['product.delete']);
    expect(await only('?action=product.delete')).toEqual(['product.delete']);
    expect(await only('?entity=setting')).toEqual(['setting.delivery']);
    expect(await only('?from=2020-01-01&to=2020-01-31')).toEqual([]);
    const paged = await audit(admin, '?per_page=2&page=2');
    expect(paged.body.meta).toMatchObject({ page: 2, per_page: 2, total: 4, total_pages: 2 });
    expect(paged.body.data).toHaveLength(2);
    expect((await audit(admin, '?entity=nothing')).status).toBe(400);
    expect((await audit(admin, '?from=2026-02-01&to=2026-01-01')).status).toBe(400);
    const farOff = await audit(admin, '?from=9999-01-01&to=9999-12-31');
    expect(farOff.status).toBe(400);
    expect(farOff.body.errors.to).toEqual(['Choose a date from 2000 to 2100.']);
  });

  it('is read by admins and accountants only', async () => {
    expect((await audit(accountant)).status).toBe(200);
    expect((await audit(agent)).status).toBe(403);
    expect((await api().get('/api/admin/audit')).status).toBe(401);
  });

  it('cannot be changed or deleted: no route does it, and the database refuses it', async () => {
    const before = await prisma.auditLog.findMany({ orderBy: { id: 'asc' } });
    const auditRoutes = apiRoutes(createApp()).filter((r) => r.path.startsWith('/api/admin/audit'));
    expect(auditRoutes).toEqual([{ method: 'GET', path: '/api/admin/audit' }]);
    for (const method of ['delete', 'put', 'patch', 'post'] as const) {
      for (const path of ['/api/admin/audit', `/api/admin/audit/${before[0]!.id}`]) {
        const res = await api()[method](path).set('Authorization', admin.bearer).send({ summary: 'x' });
        expect(res.status, `${method} ${path}`).toBe(404);
      }
    }
    await expect(prisma.auditLog.deleteMany({})).rejects.toThrow();
    await expect(prisma.auditLog.updateMany({ data: { summary: 'rewritten' } })).rejects.toThrow();
    expect(await prisma.auditLog.findMany({ orderBy: { id: 'asc' } })).toEqual(before);
  });

  it("keeps an order's staff actions when the order is deleted", async () => {
    const deleted = await api().delete(`/api/sales/${editedOrderId}`).set('Authorization', admin.bearer);
    expect(deleted.status).toBe(200);
    const entries = (await audit(admin, '?entity=order')).body.data as AuditEntry[];
    expect(entries.map((e) => [e.action, e.user?.nom, e.entity_id])).toEqual([
      ['order.delete', 'yasmine', editedOrderId],
      ['order.edit', 'hamza', editedOrderId],
    ]);
    expect(entries[1]!.summary).toBe(`Order #${editedOrderId}: Edited customer_address by hamza`);
  });
});
