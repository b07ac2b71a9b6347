import { hydrate } from '@tanstack/react-query';
import { splitLangPath } from '@vigor/shared';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchRoutes, RouterProvider, type RouteObject } from 'react-router';
import { AppProvider } from './provider';
import { createRouter, createRoutes } from './router';
import { readSsrState, reviveQueries } from './ssr-state';
import { setUnauthorizedHandler } from '../lib/api-client';
import { loadMessages } from '../lib/i18n';
import { createQueryClient } from '../lib/query-client';
import { forgetFreshLoadPosition } from '../lib/scroll-positions';
import { DEFAULT_IMAGE_BASE, SiteProvider } from '../lib/site';

/** Loads the lazy modules of the routes on screen, so the first render is the server's page. */
async function loadMatchedRoutes(routes: RouteObject[]): Promise<void> {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, { ...(await route.lazy()), lazy: undefined });
    }),
  );
}

/**
 * The app, loaded by main.tsx. A page from the server (`pnpm start`) is hydrated with its state;
 * the plain index.html of Vite's dev server (`pnpm dev`) and of the back office is rendered here
 * from scratch.
 */
const ssr = readSsrState();
const queryClient = createQueryClient();
const routes = createRoutes(queryClient);
if (ssr) {
  hydrate(queryClient, reviveQueries(ssr.queries));
  // The page's route modules and its language's texts, so that the first render is the server's.
  await Promise.all([loadMatchedRoutes(routes), loadMessages(splitLangPath(window.location.pathname).lang)]);
}
forgetFreshLoadPosition();
const router = createRouter(routes, ssr?.router);
setUnauthorizedHandler(() => void router.navigate('/admin', { replace: true }));

const app = (
  <StrictMode>
    <SiteProvider
      site={{
        origin: window.location.origin,
        imageBase: ssr?.imageBase ?? DEFAULT_IMAGE_BASE,
        imageSizes: ssr?.imageSizes ?? {},
      }}
    >
      <AppProvider queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProvider>
    </SiteProvider>
  </StrictMode>
);
const container = document.getElementById('root') as HTMLElement;
// Hydrating in a transition lets React yield to the browser between components instead of one
// long task (the page is already painted and readable); a click meanwhile hydrates at once.
if (ssr) startTransition(() => void hydrateRoot(container, app));
else createRoot(container).render(app);
