/**
 * The store runs under a Content-Security-Policy without 'unsafe-eval'. Zod 4 speeds objects up
 * with `new Function` after probing whether eval is allowed, and the browser reports that probe
 * as a CSP violation even though zod catches it; `jitless` skips both (checked by
 * e2e/security.spec.ts). Imported by main.tsx, before the app's modules (which build schemas) are loaded. Set through zod's
 * core `config` (a global that every zod module reads), not `z.config`: the `z` namespace would
 * pull all of zod into the entry chunk, which the storefront's first page does not need.
 */
import { config } from 'zod/v4/core';

config({ jitless: true });
