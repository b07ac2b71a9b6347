import jwt from 'jsonwebtoken';
import { beforeEach, describe, expect, it } from 'vitest';
import { ROLE_PERMISSIONS } from '@vigor/shared';
import { env } from '../../config/env.ts';
import { prisma } from '../../lib/prisma.ts';
import { STAFF_PASSWORD, api, createStaff, truncateAll } from '../../../test/factories.ts';
import { LOGIN_FAILED } from './auth.service.ts';

beforeEach(truncateAll);

describe('POST /api/admin/login', () => {
  it('answers a token and the user without any password field', async () => {
    const { user } = await createStaff('traffic_admin', 'samir');
    const res = await api().post('/api/admin/login').send({ nom: 'samir', password: STAFF_PASSWORD });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      success: true,
      user: { id: user.id, nom: 'samir', role: 'traffic_admin' },
    });
    expect(JSON.stringify(res.body)).not.toMatch(/password|hash/i);
    const claims = jwt.verify(res.body.token, env.JWT_SECRET, { algorithms: ['HS256'] }) as jwt.JwtPayload;
    expect(claims).toMatchObject({ sub: String(user.id), role: 'traffic_admin' });
    expect(claims.exp! - claims.iat!).toBe(env.JWT_EXPIRES_IN_SECONDS);
  });

  it('answers the French message for a wrong password or an unknown name', async () => {
    await createStaff('admin', 'amina');
    for (const body of [
      { nom: 'amina', password: 'wrong password' },
      { nom: 'nobody', password: STAFF_PASSWORD },
    ]) {
      const res = await api().post('/api/admin/login').send(body);
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ message: LOGIN_FAILED });
    }
  });

  it('requires both fields', async () => {
    const res = await api().post('/api/admin/login').send({ nom: '' });
    expect(res.status).toBe(400);
    expect(res.body.errors).toMatchObject({ nom: ['Nom requis'], password: ['Mot de passe requis'] });
  });
});

describe('tokens', () => {
  it('logout revokes the token at once', async () => {
    const { bearer } = await createStaff('admin');
    expect((await api().get('/api/admin/me').set('Authorization', bearer)).status).toBe(200);
    const out = await api().post('/api/admin/logout').set('Authorization', bearer);
    expect(out.status).toBe(200);
    expect((await api().get('/api/admin/me').set('Authorization', bearer)).status).toBe(401);
    expect((await api().get('/api/utilisateurs').set('Authorization', bearer)).status).toBe(401);
  });

  it('refuses a forged, unsigned, expired or orphaned token', async () => {
    const { user } = await createStaff('admin');
    const claims = { role: 'admin', sub: String(user.id), jti: crypto.randomUUID(), ver: 0 };
    const forged = jwt.sign(claims, 'x'.repeat(40), { algorithm: 'HS256' });
    const unsigned = jwt.sign(claims, '', { algorithm: 'none' });
    const expired = jwt.sign({ ...claims, exp: Math.floor(Date.now() / 1000) - 10 }, env.JWT_SECRET, {
      algorithm: 'HS256',
    });
    const ghost = jwt.sign({ ...claims, sub: '999999' }, env.JWT_SECRET, {
      algorithm: 'HS256',
      expiresIn: 60,
    });
    for (const token of [forged, unsigned, expired, ghost, 'not-a-token']) {
      const res = await api().get('/api/admin/me').set('Authorization', `Bearer ${token}`);
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ message: 'Unauthenticated.' });
    }
    expect((await api().post('/api/admin/logout')).status).toBe(401);
  });
});

describe('sessions on shared computers', () => {
  const me = (bearer: string) => api().get('/api/admin/me').set('Authorization', bearer);
  const signIn = async (nom: string) => {
    const res = await api().post('/api/admin/login').send({ nom, password: STAFF_PASSWORD });
    expect(res.status).toBe(200);
    return {
      bearer: `Bearer ${res.body.token as string}`,
      jti: (jwt.decode(res.body.token) as jwt.JwtPayload).jti!,
    };
  };
  const idleFor = (seconds: number) => new Date(Date.now() - seconds * 1000);

  it('ends a session left idle for 12 hours, and keeps one in use alive', async () => {
    expect(env.STAFF_IDLE_SECONDS).toBe(12 * 3600);
    await createStaff('agent', 'nadia');
    const used = await signIn('nadia');
    const idle = await signIn('nadia');
    expect((await me(used.bearer)).status).toBe(200);
    expect((await me(idle.bearer)).status).toBe(200);
    // The last use of one token is 11 h 59 ago, of the other 12 h 01 ago.
    await prisma.staffTokenActivity.update({
      where: { jti: used.jti },
      data: { last_active_at: idleFor(env.STAFF_IDLE_SECONDS - 60) },
    });
    await prisma.staffTokenActivity.update({
      where: { jti: idle.jti },
      data: { last_active_at: idleFor(env.STAFF_IDLE_SECONDS + 60) },
    });
    expect((await me(used.bearer)).status).toBe(200);
    expect((await me(idle.bearer)).status).toBe(401);
    // Using it moved its last use to now: it has 12 more hours.
    const activity = await prisma.staffTokenActivity.findUniqueOrThrow({ where: { jti: used.jti } });
    expect(Date.now() - activity.last_active_at.getTime()).toBeLessThan(60_000);
  });

  it('logs out everywhere: every token of the user stops at once, other users keep theirs', async () => {
    await createStaff('shipper', 'omar');
    const other = await createStaff('admin', 'boss');
    const desk = await signIn('omar');
    const home = await signIn('omar');
    const out = await api().post('/api/admin/logout-everywhere').set('Authorization', home.bearer);
    expect(out.status).toBe(200);
    expect((await me(desk.bearer)).status).toBe(401);
    expect((await me(home.bearer)).status).toBe(401);
    expect((await me(other.bearer)).status).toBe(200);
    expect((await me((await signIn('omar')).bearer)).status).toBe(200);
  });

  it("answers the user's role and permissions, from the one permission table", async () => {
    const { bearer } = await createStaff('accountant', 'leila');
    const res = await me(bearer);
    expect(res.body.data).toMatchObject({ nom: 'leila', role: 'accountant', disabled: false });
    expect(res.body.data.permissions).toEqual([...ROLE_PERMISSIONS.accountant]);
    expect(res.body.data.permissions).toContain('reports');
    expect(res.body.data.permissions).not.toContain('desk');
  });
});
