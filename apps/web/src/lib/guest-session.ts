import { apiFetch } from './api-client';
import { logHandled } from './log';

export const getSessionDebug = () => apiFetch<{ session_exists_in_db: boolean }>('/api/test-session-debug');
export const initializeSession = () =>
  apiFetch<{ success: boolean }>('/api/session/initialize', { method: 'POST' });

/** Where earlier versions of the page kept the session id; it is removed on sight. */
const LEGACY_SESSION_KEY = 'guest_session_id';

let ready: Promise<boolean> | null = null;

/**
 * The guest session: the server knows it by the httpOnly guest_session cookie, whose id the page
 * never sees (docs/security.md); the page only makes sure one exists before its first guest call.
 * The session the cookie names is reused, otherwise a new one is initialised. Runs once; every
 * guest call awaits it. Resolves whether a session exists.
 */
export function ensureGuestSession(): Promise<boolean> {
  ready ??= bootstrap();
  return ready;
}

async function bootstrap(): Promise<boolean> {
  localStorage.removeItem(LEGACY_SESSION_KEY);
  try {
    const debug = await getSessionDebug();
    if (!debug.session_exists_in_db) await initializeSession();
    return true;
  } catch (error) {
    logHandled('guest session bootstrap failed', error);
    ready = null; // try again on the next call
    return false;
  }
}

/** Tells the server which page the guest is on (only when a guest session exists). */
export async function updateActivity(currentPage: string): Promise<void> {
  if (!(await ensureGuestSession())) return;
  try {
    await apiFetch('/api/session/update-activity', {
      method: 'POST',
      body: { current_page: currentPage, user_agent: navigator.userAgent.slice(0, 500) },
    });
  } catch (error) {
    logHandled('activity update failed', error);
  }
}

/** For tests: forget the bootstrap so the next call runs it again. */
export function resetGuestSession(): void {
  ready = null;
}
