/** Staff accounts the e2e server creates (passed to it through the environment). */
export const E2E_STAFF = {
  admin: { nom: 'e2e-admin', password: 'e2e admin passphrase' },
  traffic: { nom: 'e2e-traffic', password: 'e2e traffic passphrase' },
} as const;

/** Where the e2e server's simulated Sendit listens (apps/api/test/carrier-simulators). */
export const E2E_SENDIT_PORT = Number(process.env.E2E_PORT ?? 4173) + 1000;

/**
 * Where the e2e server's stand-ins of Meta's and TikTok's APIs and pixel scripts listen (one
 * server for both, apps/api/test/ad-platforms.ts); GET /recorded answers what they received.
 */
export const E2E_ADS_PORT = Number(process.env.E2E_PORT ?? 4173) + 1001;

/**
 * Where the e2e server's leads' clock takes `POST /advance` with `{ minutes }` to move forward
 * (apps/api/test/lead-clock.ts).
 */
export const E2E_CLOCK_PORT = Number(process.env.E2E_PORT ?? 4173) + 1002;
