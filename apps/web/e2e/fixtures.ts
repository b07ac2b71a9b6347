/** Staff accounts the e2e server creates (passed to it through the environment). */
export const E2E_STAFF = {
  admin: { nom: 'e2e-admin', password: 'e2e admin passphrase' },
  traffic: { nom: 'e2e-traffic', password: 'e2e traffic passphrase' },
} as const;

/**
 * Where this Playwright worker's store listens: each worker runs a store of its own (test.ts), on
 * ports of its own. They follow the worker's index, which a worker started again after a failure
 * does not reuse, so a store still stopping never holds the next one's ports.
 */
export const E2E_PORT =
  Number(process.env.E2E_PORT ?? 4173) + 10 * Number(process.env.TEST_WORKER_INDEX ?? 0);

/** Where the e2e server's simulated Sendit listens (apps/api/test/carrier-simulators). */
export const E2E_SENDIT_PORT = E2E_PORT + 1000;

/**
 * Where the e2e server's stand-ins of Meta's and TikTok's APIs and pixel scripts listen (one
 * server for both, apps/api/test/ad-platforms.ts); GET /recorded answers what they received.
 */
export const E2E_ADS_PORT = E2E_PORT + 1001;

/**
 * Where the e2e server's leads' clock takes `POST /advance` with `{ minutes }` to move forward
 * (apps/api/test/lead-clock.ts).
 */
export const E2E_CLOCK_PORT = E2E_PORT + 1002;

/** Where the e2e server's WhatsApp Cloud API stand-in listens; GET /recorded answers what it was sent. */
export const E2E_WHATSAPP_PORT = E2E_PORT + 1003;
