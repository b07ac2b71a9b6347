import { describe, expect, it } from 'vitest';
import { mockApi } from '../test/test-utils';
import { ensureGuestSession, GUEST_SESSION_KEY } from './guest-session';

describe('guest session bootstrap', () => {
  it('reuses the session the server still knows', async () => {
    localStorage.setItem(GUEST_SESSION_KEY, 'guest-1');
    const api = mockApi();
    await expect(ensureGuestSession()).resolves.toBe('guest-1');
    expect(api.callsTo('POST /api/session/initialize')).toHaveLength(0);
  });

  it('adopts the cookie session when nothing is stored', async () => {
    mockApi({
      'GET /api/test-session-debug': { body: { session_exists_in_db: true, session_id: 'from-cookie' } },
    });
    await expect(ensureGuestSession()).resolves.toBe('from-cookie');
    expect(localStorage.getItem(GUEST_SESSION_KEY)).toBe('from-cookie');
  });

  it('drops a stale id and initialises a new session', async () => {
    localStorage.setItem(GUEST_SESSION_KEY, 'gone');
    const api = mockApi({
      'GET /api/test-session-debug': { body: { session_exists_in_db: false, session_id: null } },
    });
    await expect(ensureGuestSession()).resolves.toBe('guest-new');
    expect(localStorage.getItem(GUEST_SESSION_KEY)).toBe('guest-new');
    expect(api.callsTo('POST /api/session/initialize')).toHaveLength(1);
  });

  it('runs once for concurrent callers', async () => {
    const api = mockApi();
    await Promise.all([ensureGuestSession(), ensureGuestSession(), ensureGuestSession()]);
    expect(api.callsTo('GET /api/test-session-debug')).toHaveLength(1);
  });

  it('only logs a failure and tries again next time', async () => {
    mockApi({ 'GET /api/test-session-debug': { networkError: true } });
    await expect(ensureGuestSession()).resolves.toBeNull();
    mockApi();
    await expect(ensureGuestSession()).resolves.toBe('guest-1');
  });
});
