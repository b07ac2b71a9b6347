/**
 * The store runs under a Content-Security-Policy without 'unsafe-eval'. Zod 4 speeds objects up
 * with `new Function` after probing whether eval is allowed, and the browser reports that probe
 * as a CSP violation even though zod catches it; `jitless` skips both (checked by
 * e2e/security.spec.ts). Imported by main.tsx, before the app's modules (which build schemas) are
 * loaded.
 *
 * Zod keeps its global settings in `globalThis.__zod_globalConfig` and only creates that object
 * when it is missing (zod/v4/core/core.js): setting it here, before zod loads, gives zod's own
 * `config({ jitless: true })` without importing zod, whose core (~4 KB gzip) the storefront's
 * first page would otherwise load for nothing. If zod stops reading it, the CSP violation comes
 * back and e2e/security.spec.ts fails.
 */
import type { $ZodConfig } from 'zod/v4/core';

const scope = globalThis as { __zod_globalConfig?: $ZodConfig };
scope.__zod_globalConfig = { ...scope.__zod_globalConfig, jitless: true };
