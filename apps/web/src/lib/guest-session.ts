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

/** Whether this page load's address and referrer were sent (with its first page view). */
let landingSent = false;
/** Counts resetGuestSession's calls: an update begun before one belongs to another load. */
let generation = 0;

/**
 * Tells the server which page the guest is on (only when a guest session exists). The first page
 * of a load also sends its address's query and referrer: where the shopper came from (the utm
 * fields, an ad's click id), which the server keeps for the orders (docs/product.md "Attribution").
 */
export async function updateActivity(currentPage: string): Promise<void> {
  const begun = generation;
  if (!(await ensureGuestSession()) || begun !== generation) return;
  const landing = landingSent
    ? undefined
    : { query: location.search.slice(0, 2000), referrer: document.referrer.slice(0, 2000) };
  landingSent = true;
  try {
    await apiFetch('/api/session/update-activity', {
      method: 'POST',
      body: { current_page: currentPage, user_agent: navigator.userAgent.slice(0, 500), landing },
    });
  } catch (error) {
    logHandled('activity update failed', error);
  }
}

/** For tests: forget the bootstrap so the next call runs it again. */
export function resetGuestSession(): void {
  ready = null;
  landingSent = false;
  generation += 1;
}
