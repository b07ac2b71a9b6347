import { expect, it } from 'vitest';
import { api } from '../../test/factories.ts';
import { startDraining } from './health.ts';

it('answers 200 while the process takes requests and 503 once it drains', async () => {
  const ok = await api().get('/api/health').expect(200);
  expect(ok.body).toEqual({ status: 'ok' });
  expect(ok.headers['cache-control']).toBe('no-store');
  startDraining();
  expect((await api().get('/api/health').expect(503)).body).toEqual({ status: 'draining' });
});
