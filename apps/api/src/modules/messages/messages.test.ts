import type { Message } from '@vigor/shared';
import { beforeEach, describe, expect, it } from 'vitest';
import { prisma } from '../../lib/prisma.ts';
import { api, createStaff, truncateAll } from '../../../test/factories.ts';

beforeEach(truncateAll);

const valid = {
  first_name: 'Nadia',
  last_name: 'Chraibi',
  email: 'nadia@example.ma',
  subject: 'Sizing',
  message: 'Does the hoodie run large?',
};

async function seed() {
  const base = { ...valid };
  const rows = [
    {
      ...base,
      first_name: 'Old',
      email: 'old@example.ma',
      status: 'archived' as const,
      created_at: new Date('2025-01-01'),
    },
    { ...base, subject: 'Delivery to Fès', status: 'read' as const, created_at: new Date('2025-02-01') },
    { ...base, last_name: 'Bennani', subject: '100% cotton?', created_at: new Date('2025-03-01') },
  ];
  for (const data of rows) await prisma.message.create({ data });
  return prisma.message.findMany({ orderBy: { id: 'asc' } });
}

describe('POST /api/messages', () => {
  it('stores a message and answers without echoing it', async () => {
    const res = await api()
      .post('/api/messages')
      .send({ ...valid, email: '  nadia@example.ma ' });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ success: true, message: 'Message sent successfully' });
    expect(await prisma.message.findFirstOrThrow()).toMatchObject({ ...valid, status: 'unread' });
  });

  it('requires the five fields, a valid e-mail and bounded lengths', async () => {
    const res = await api()
      .post('/api/messages')
      .send({
        first_name: ' ',
        email: 'not-an-email',
        subject: 'x'.repeat(151),
        message: '',
        status: 'read',
      });
    expect(res.status).toBe(400);
    expect(res.body.errors).toMatchObject({
      first_name: ['First name is required'],
      last_name: ['Last name is required'],
      email: ['Enter a valid email address'],
      message: ['Message is required'],
    });
    expect(Object.keys(res.body.errors).sort()).toEqual([
      'body',
      'email',
      'first_name',
      'last_name',
      'message',
      'subject',
    ]);
    expect(await prisma.message.count()).toBe(0);
  });

  it('is rate limited per IP with a JSON 429', async () => {
    const app = api({ messageLimits: { perIp: 2, windowSeconds: 60 } });
    expect((await app.post('/api/messages').send(valid)).status).toBe(201);
    expect((await app.post('/api/messages').send(valid)).status).toBe(201);
    const limited = await app.post('/api/messages').send(valid);
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ message: 'Too many messages sent. Please try again later.' });
    expect(await prisma.message.count()).toBe(2);
  });
});

describe('admin /api/messages', () => {
  it('needs an admin token', async () => {
    const [message] = await seed();
    const traffic = await createStaff('traffic_admin');
    const calls = (auth?: string) => {
      const withAuth = <T extends { set: (k: string, v: string) => T }>(req: T) =>
        auth ? req.set('Authorization', auth) : req;
      return [
        withAuth(api().get('/api/messages')),
        withAuth(api().put(`/api/messages/${message!.id}`)).send({ status: 'read' }),
        withAuth(api().delete(`/api/messages/${message!.id}`)),
      ];
    };
    for (const res of await Promise.all(calls())) expect(res.status).toBe(401);
    for (const res of await Promise.all(calls(traffic.bearer))) expect(res.status).toBe(403);
    expect(await prisma.message.count()).toBe(3);
  });

  it('lists newest first, searches names, e-mail and subject, filters by status, counts per status', async () => {
    const { bearer } = await createStaff();
    const [old, fes, cotton] = await seed();
    const list = async (qs = '') =>
      (await api().get(`/api/messages?${qs}`).set('Authorization', bearer)).body;
    const all = await list();
    expect(all.data.map((m: Message) => m.id)).toEqual([cotton!.id, fes!.id, old!.id]);
    expect(all.meta).toEqual({
      page: 1,
      per_page: 20,
      total: 3,
      total_pages: 1,
      status_counts: { unread: 1, read: 1, archived: 1 },
    });
    expect(all.data[0]).toEqual({
      ...valid,
      last_name: 'Bennani',
      subject: '100% cotton?',
      id: cotton!.id,
      status: 'unread',
      created_at: '2025-03-01T00:00:00.000Z',
    });
    const ids = async (qs: string) => (await list(qs)).data.map((m: Message) => m.id);
    expect(await ids('q=bennani')).toEqual([cotton!.id]);
    expect(await ids('q=OLD%40')).toEqual([old!.id]);
    expect(await ids('q=f%C3%A8s')).toEqual([fes!.id]);
    expect(await ids('q=100%25')).toEqual([cotton!.id]);
    expect(await ids('q=1_0')).toEqual([]);
    expect(await ids('status=read')).toEqual([fes!.id]);
    const filtered = await list('q=nadia&status=unread');
    expect(filtered.meta).toMatchObject({ total: 1, status_counts: { unread: 1, read: 1, archived: 0 } });
    expect((await list('per_page=1&page=3')).data.map((m: Message) => m.id)).toEqual([old!.id]);
    const bad = await api().get('/api/messages?status=spam&per_page=0').set('Authorization', bearer);
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['per_page', 'status']);
  });

  it('changes the status and deletes; unknown ids are 404', async () => {
    const { bearer } = await createStaff();
    const [message] = await seed();
    const put = await api()
      .put(`/api/messages/${message!.id}`)
      .set('Authorization', bearer)
      .send({ status: 'read' });
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({ success: true, data: { id: message!.id, status: 'read' } });
    expect(
      (await api().put(`/api/messages/${message!.id}`).set('Authorization', bearer).send({ status: 'spam' }))
        .status,
    ).toBe(400);
    expect(
      (await api().put('/api/messages/9999').set('Authorization', bearer).send({ status: 'read' })).status,
    ).toBe(404);
    const del = await api().delete(`/api/messages/${message!.id}`).set('Authorization', bearer);
    expect(del.body).toEqual({ success: true, message: 'Message deleted' });
    const again = await api().delete(`/api/messages/${message!.id}`).set('Authorization', bearer);
    expect(again.status).toBe(404);
    expect(again.body).toEqual({ message: 'Message not found.' });
  });
});
