import bcrypt from 'bcryptjs';
import { beforeEach, describe, expect, it } from 'vitest';
import { prisma } from '../../lib/prisma.ts';
import { deleteStaffUser, updateStaffUser } from './users.service.ts';
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

describe('disabling staff and keeping an admin', () => {
  const me = (bearer: string) => api().get('/api/admin/me').set('Authorization', bearer);
  const login = (nom: string, password = STAFF_PASSWORD) =>
    api().post('/api/admin/login').send({ nom, password });

  it('disables a user at once (tokens and login refused, the wrong-password message), and enables it', async () => {
    const admin = await createStaff('admin', 'boss');
    const agent = await createStaff('agent', 'salma');
    const edit = (body: object) =>
      api().put(`/api/utilisateurs/${agent.user.id}`).set('Authorization', admin.bearer).send(body);
    const loggedIn = await login('salma');
    expect(loggedIn.status).toBe(200);
    const session = `Bearer ${loggedIn.body.token as string}`;

    const disabled = await edit({ disabled: true });
    expect(disabled.status).toBe(200);
    expect(disabled.body.data).toMatchObject({ nom: 'salma', role: 'agent', disabled: true });
    expect((await me(session)).status).toBe(401);
    expect((await me(agent.bearer)).status).toBe(401);
    const refused = await login('salma');
    expect(refused.status).toBe(401);
    expect(refused.body).toEqual({ message: 'Nom ou mot de passe incorrect' });

    expect((await edit({ disabled: false })).body.data.disabled).toBe(false);
    expect((await login('salma')).status).toBe(200);
    // Enabling gives back the login, not the sessions that disabling ended.
    expect((await me(session)).status).toBe(401);

    const list = await api().get('/api/utilisateurs').set('Authorization', admin.bearer);
    const salma = list.body.data.find((u: { nom: string }) => u.nom === 'salma');
    expect(salma).toMatchObject({ role: 'agent', disabled: false });
    expect(Date.now() - Date.parse(salma.last_login_at)).toBeLessThan(60_000);
    expect(list.body.data.find((u: { nom: string }) => u.nom === 'boss').last_login_at).toBeNull();
  });

  it('creates staff of every role and changes a role', async () => {
    const admin = await createStaff('admin');
    for (const role of ['agent', 'shipper', 'accountant', 'traffic_admin']) {
      const res = await api()
        .post('/api/utilisateurs')
        .set('Authorization', admin.bearer)
        .send({ nom: `new-${role}`, password: 'a long passphrase', role });
      expect(res.status, role).toBe(201);
      expect(res.body.data).toMatchObject({ role, disabled: false, last_login_at: null });
    }
    const shipper = await prisma.staffUser.findUniqueOrThrow({ where: { nom: 'new-shipper' } });
    const changed = await api()
      .put(`/api/utilisateurs/${shipper.id}`)
      .set('Authorization', admin.bearer)
      .send({ role: 'accountant' });
    expect(changed.body.data.role).toBe('accountant');
  });

  it('refuses to disable oneself or to leave the shop without an enabled admin', async () => {
    const admin = await createStaff('admin');
    const self = await api()
      .put(`/api/utilisateurs/${admin.user.id}`)
      .set('Authorization', admin.bearer)
      .send({ disabled: true });
    expect(self.status).toBe(409);
    expect(await prisma.staffUser.count({ where: { disabled_at: null } })).toBe(1);

    // The rule itself, whoever asks: the only enabled admin cannot be demoted, disabled or deleted.
    for (const change of [{ role: 'agent' as const }, { disabled: true }]) {
      await expect(updateStaffUser(admin.user.id, change, 0)).rejects.toMatchObject({ status: 409 });
    }
    await expect(deleteStaffUser(admin.user.id, 0)).rejects.toMatchObject({ status: 409 });
    expect(await prisma.staffUser.findUniqueOrThrow({ where: { id: admin.user.id } })).toMatchObject({
      role: 'admin',
      disabled_at: null,
    });
  });

  it('keeps one admin when two admins demote each other at the same moment', async () => {
    const a = await createStaff('admin');
    const b = await createStaff('admin');
    const demote = (actor: typeof a, target: typeof b) =>
      api()
        .put(`/api/utilisateurs/${target.user.id}`)
        .set('Authorization', actor.bearer)
        .send({ role: 'agent' });
    const answers = await Promise.all([demote(a, b), demote(b, a)]);
    expect(answers.map((r) => r.status).filter((s) => s === 200).length).toBeLessThanOrEqual(1);
    expect(await prisma.staffUser.count({ where: { role: 'admin', disabled_at: null } })).toBe(1);
  });
});
