/**
 * Meta for back-office queries whose answers hold customers' personal data (names, phones,
 * e-mails, IP addresses): they stay in memory and are never persisted to localStorage
 * (app/provider.tsx honours `meta.persist === false`).
 */
export const NOT_PERSISTED = { persist: false } as const;
