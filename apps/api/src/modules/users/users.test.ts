import bcrypt from 'bcryptjs';
import { beforeEach, describe, expect, it } from 'vitest';
import { prisma } from '../../lib/prisma.ts';
import { STAFF_PASSWORD, api, createStaff, truncateAll } from '../../../test/factories.ts';

beforeEach(truncateAll);

describe('/api/utilisateurs', () => {
  it('lets an admin list, create, update and delete staff, never showing hashes', async () => {
    const admin = await createStaff('admin', 'boss');
    const as = (req: ReturnType<ReturnType<typeof api>['get']>) => req.set('Authorization', admin.bearer);

    const created = await as(api().post('/api/utilisateurs')).send({
      nom: 'yassine',
      password: 'long enough password',
      role: 'traffic_admin',
    });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ nom: 'yassine', role: 'traffic_admin' });
    const row = await prisma.staffUser.findUniqueOrThrow({ where: { nom: 'yassine' } });
    expect(row.password_hash).toMatch(/^\$2[aby]\$12\$/);
    expect(await bcrypt.compare('long enough password', row.password_hash)).toBe(true);

    const list = await as(api().get('/api/utilisateurs'));
    expect(list.body.data.map((u: { nom: string }) => u.nom)).toEqual(['boss', 'yassine']);
    expect(JSON.stringify(list.body)).not.toMatch(/password|hash/i);

    const updated = await as(api().put(`/api/utilisateurs/${row.id}`)).send({ role: 'admin' });
    expect(updated.body.data.role).toBe('admin');

    const duplicate = await as(api().post('/api/utilisateurs')).send({
      nom: 'yassine',
      password: 'another long password',
      role: 'admin',
    });
    expect(duplicate.status).toBe(409);

    expect((await as(api().delete(`/api/utilisateurs/${row.id}`))).status).toBe(200);
    expect((await as(api().delete(`/api/utilisateurs/${row.id}`))).status).toBe(404);
    expect((await as(api().put('/api/utilisateurs/999999')).send({ nom: 'x' })).status).toBe(404);
  });

  it('refuses bad input, self-deletion, anonymous callers and traffic admins', async () => {
    const admin = await createStaff('admin');
    const traffic = await createStaff('traffic_admin');
    const bad = await api()
      .post('/api/utilisateurs')
      .set('Authorization', admin.bearer)
      .send({ nom: 'x', password: 'short', role: 'root' });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['password', 'role']);
    const self = await api().delete(`/api/utilisateurs/${admin.user.id}`).set('Authorization', admin.bearer);
    expect(self.status).toBe(409);
    expect((await api().get('/api/utilisateurs')).status).toBe(401);
    expect((await api().get('/api/utilisateurs').set('Authorization', traffic.bearer)).status).toBe(403);
    expect(
      (await api().put('/api/utilisateurs/abc').set('Authorization', admin.bearer).send({ nom: 'y' })).status,
    ).toBe(404);
  });

  it('takes a demotion into account on the next request', async () => {
    const admin = await createStaff('admin');
    await prisma.staffUser.update({ where: { id: admin.user.id }, data: { role: 'traffic_admin' } });
    expect((await api().get('/api/utilisateurs').set('Authorization', admin.bearer)).status).toBe(403);
  });

  it('ends the sessions of a user whose password or role changes, not of a rename', async () => {
    const admin = await createStaff('admin');
    const signIn = async (nom: string, password: string) => {
      const res = await api().post('/api/admin/login').send({ nom, password });
      expect(res.status).toBe(200);
      return `Bearer ${res.body.token as string}`;
    };
    const me = (bearer: string) => api().get('/api/admin/me').set('Authorization', bearer);
    const edit = (id: number, body: object) =>
      api().put(`/api/utilisateurs/${id}`).set('Authorization', admin.bearer).send(body);
    const staff = await createStaff('admin', 'karim');

    const before = await signIn('karim', STAFF_PASSWORD);
    expect((await edit(staff.user.id, { nom: 'karim' })).status).toBe(200);
    expect((await me(before)).status).toBe(200);

    expect((await edit(staff.user.id, { password: 'a brand new passphrase' })).status).toBe(200);
    expect((await me(before)).status).toBe(401);
    expect((await me(staff.bearer)).status).toBe(401);
    const afterPassword = await signIn('karim', 'a brand new passphrase');
    expect((await me(afterPassword)).status).toBe(200);

    // Setting the role it already has changes nothing; a new role ends the session.
    expect((await edit(staff.user.id, { role: 'admin' })).status).toBe(200);
    expect((await me(afterPassword)).status).toBe(200);
    expect((await edit(staff.user.id, { role: 'traffic_admin' })).status).toBe(200);
    expect((await me(afterPassword)).status).toBe(401);
    expect((await me(await signIn('karim', 'a brand new passphrase'))).status).toBe(200);
  });
});
