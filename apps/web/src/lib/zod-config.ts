/**
 * The store runs under a Content-Security-Policy without 'unsafe-eval'. Zod 4 speeds objects up
 * with `new Function` after probing whether eval is allowed, and the browser reports that probe
 * as a CSP violation even though zod catches it; `jitless` skips both (checked by
 * e2e/security.spec.ts). Imported first by main.tsx, before any schema runs.
 */
import { z } from 'zod';

z.config({ jitless: true });
