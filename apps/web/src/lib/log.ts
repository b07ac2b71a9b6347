/**
 * Failures that are "only logged" (session tracking, contact, invalid data). They are
 * handled, so they go to console.warn: console.error is kept for the unexpected.
 */
export function logHandled(context: string, error: unknown): void {
  console.warn(`[vigor] ${context}:`, error instanceof Error ? error.message : error);
}
