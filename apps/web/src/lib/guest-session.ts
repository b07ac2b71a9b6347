import { apiFetch } from './api-client';
import { logHandled } from './log';

export const GUEST_SESSION_KEY = 'guest_session_id';

interface SessionDebug {
  session_exists_in_db: boolean;
  session_id: string | null;
}

export const getSessionDebug = () => apiFetch<SessionDebug>('/api/test-session-debug');
export const initializeSession = () =>
  apiFetch<{ success: boolean; session_id: string }>('/api/session/initialize', { method: 'POST' });

let ready: Promise<string | null> | null = null;

/**
 * The guest session : the session the server knows (by the guest_session cookie)
 * is reused and its id kept in localStorage; otherwise the stored id is dropped and a new
 * session is initialised. Runs once; every guest call awaits it.
 */
export function ensureGuestSession(): Promise<string | null> {
  ready ??= bootstrap();
  return ready;
}

async function bootstrap(): Promise<string | null> {
  try {
    const debug = await getSessionDebug();
    if (debug.session_exists_in_db && debug.session_id) {
      localStorage.setItem(GUEST_SESSION_KEY, debug.session_id);
      return debug.session_id;
    }
    localStorage.removeItem(GUEST_SESSION_KEY);
    const created = await initializeSession();
    localStorage.setItem(GUEST_SESSION_KEY, created.session_id);
    return created.session_id;
  } catch (error) {
    logHandled('guest session bootstrap failed', error);
    ready = null; // try again on the next call
    return null;
  }
}

/** Tells the server which page the guest is on (only when a guest session exists). */
export async function updateActivity(currentPage: string): Promise<void> {
  const id = await ensureGuestSession();
  if (!id) return;
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
