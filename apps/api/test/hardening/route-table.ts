/**
 * The API's route table, read from the Express application itself: every (method, path) that
 * createApp() serves under /api. Tests that must cover every route build on this, so a route
 * added without a rule in their expectations fails them.
 */
import type { Express } from 'express';

export interface ApiRoute {
  method: string;
  /** Express path with its parameters, e.g. /api/carts/:id */
  path: string;
}

interface Layer {
  name?: string;
  rawPath?: string;
  route?: { path: string | RegExp; methods: Record<string, boolean> };
  handle?: { stack?: Layer[] };
}

const join = (prefix: string, path: string) =>
  (prefix.replace(/\/$/, '') + (path === '/' ? '' : path)).replace(/\/{2,}/g, '/') || '/';

function walk(stack: Layer[], prefix: string, out: ApiRoute[]) {
  for (const layer of stack) {
    if (layer.route) {
      if (typeof layer.route.path !== 'string') continue; // The SPA's catch-all regex.
      for (const [method, on] of Object.entries(layer.route.methods)) {
        if (on && method !== '_all')
          out.push({ method: method.toUpperCase(), path: join(prefix, layer.route.path) });
      }
    } else if (layer.handle?.stack) {
      walk(layer.handle.stack, join(prefix, layer.rawPath ?? '/'), out);
    }
  }
}

/** Every route under /api, in registration order. */
export function apiRoutes(app: Express): ApiRoute[] {
  const out: ApiRoute[] = [];
  walk((app as unknown as { router: { stack: Layer[] } }).router.stack, '', out);
  return out.filter((r) => r.path === '/api' || r.path.startsWith('/api/'));
}

/** A concrete URL for a route: every `:param` becomes `value`. */
export function urlFor(path: string, value: string | number = 999_999): string {
  return path.replace(/:(\w+)/g, () => encodeURIComponent(String(value)));
}

export const routeKey = (r: ApiRoute) => `${r.method} ${r.path}`;
