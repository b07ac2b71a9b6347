import { describe, expect, it } from 'vitest';
import { mockApi } from '../test/test-utils';
import { ensureGuestSession } from './guest-session';

describe('guest session bootstrap', () => {
  it('reuses the session the cookie names, and keeps no id where scripts can read it', async () => {
    localStorage.setItem('guest_session_id', 'left by an earlier version');
    const api = mockApi();
    await expect(ensureGuestSession()).resolves.toBe(true);
    expect(api.callsTo('POST /api/session/initialize')).toHaveLength(0);
    expect(localStorage.getItem('guest_session_id')).toBeNull();
  });

  it('initialises a session when the cookie names none', async () => {
    const api = mockApi({ 'GET /api/test-session-debug': { body: { session_exists_in_db: false } } });
    await expect(ensureGuestSession()).resolves.toBe(true);
    expect(api.callsTo('POST /api/session/initialize')).toHaveLength(1);
    expect(Object.keys(localStorage)).toEqual([]);
  });

  it('runs once for concurrent callers', async () => {
    const api = mockApi();
    await Promise.all([ensureGuestSession(), ensureGuestSession(), ensureGuestSession()]);
    expect(api.callsTo('GET /api/test-session-debug')).toHaveLength(1);
  });

  it('only logs a failure and tries again next time', async () => {
    mockApi({ 'GET /api/test-session-debug': { networkError: true } });
    await expect(ensureGuestSession()).resolves.toBe(false);
    mockApi();
    await expect(ensureGuestSession()).resolves.toBe(true);
  });
});
