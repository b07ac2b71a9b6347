import jwt from 'jsonwebtoken';
import { beforeEach, describe, expect, it } from 'vitest';
import { env } from '../../config/env.ts';
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
