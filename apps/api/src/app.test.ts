import { describe, expect, it } from 'vitest';
import { api } from '../test/factories.ts';

describe('the HTTP application', () => {
  it('answers an unknown API route with a JSON 404', async () => {
    const res = await api().get('/api/nothing-here');
    expect(res.status).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.body).toEqual({ message: 'Not found.' });
  });

  it('answers malformed JSON with a 400 in the error shape', async () => {
    const res = await api()
      .post('/api/admin/login')
      .set('Content-Type', 'application/json')
      .send('{"nom": "a",');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: 'Malformed JSON body.' });
  });

  it('refuses bodies over 100 kB with a 413', async () => {
    const res = await api()
      .post('/api/admin/login')
      .send({ nom: 'x', password: 'y'.repeat(200_000) });
    expect(res.status).toBe(413);
    expect(res.body.message).toMatch(/too large/);
  });

  it('sends security headers and no X-Powered-By', async () => {
    const res = await api().get('/api/products');
    expect(res.headers['x-powered-by']).toBeUndefined();
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('answers a missing image with 404 and never lists or escapes the storage folder', async () => {
    expect((await api().get('/storage/products/nope-320.webp')).status).toBe(404);
    expect((await api().get('/storage/')).status).toBe(404);
    expect((await api().get('/storage/..%2f..%2fpackage.json')).status).toBeGreaterThanOrEqual(400);
  });
});
