/** Where <ScrollRestoration> keeps each history entry's scroll position (sessionStorage). */
export const SCROLL_POSITIONS_KEY = 'vigor-scroll-positions';

/** React Router's key of the history entry a page was first loaded into. */
const FIRST_ENTRY_KEY = 'default';

/**
 * Every page loaded into a tab gets the same history key, so the position saved when leaving one
 * loaded page would be restored on the next page loaded by a link or typed URL. A fresh load
 * starts at the top: its key's saved position is forgotten. A reload or back/forward keeps it.
 */
export function forgetFreshLoadPosition(): void {
  const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  if (navigation?.type !== 'navigate' || (window.history.state as { key?: unknown } | null)?.key) return;
  try {
    const positions = JSON.parse(sessionStorage.getItem(SCROLL_POSITIONS_KEY) ?? '{}') as Record<
      string,
      number
    >;
    delete positions[FIRST_ENTRY_KEY];
    sessionStorage.setItem(SCROLL_POSITIONS_KEY, JSON.stringify(positions));
  } catch {
    sessionStorage.removeItem(SCROLL_POSITIONS_KEY);
  }
}
