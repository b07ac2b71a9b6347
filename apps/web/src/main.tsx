/**
 * The entry: the storefront's stylesheet and a few lines that load the app (app/start.tsx).
 *
 * A page from the server is readable before any JS runs (docs/decisions/071-app-after-first-paint.md):
 * its HTML, stylesheet and photo are all the first paint needs. The app's JS (React, the router,
 * TanStack Query, the page's route chunk) is therefore fetched only once that paint is on screen,
 * so that on a slow link it does not share the bandwidth with them; it then hydrates the page.
 * The server lists the page's route chunks in a data block (apps/api/src/modules/pages), preloaded
 * here together with the app so that they load in parallel with it, not after it.
 */
import './styles/storefront.css';
// Before any module of the app runs: zod probes for eval when a schema is built (lib/zod-config.ts).
import './lib/zod-config';
import { isLang } from '@vigor/shared';
import { rememberLanguage } from './lib/language-cookie';

/** The data block in which the server names the page's route chunks (apps/api/src/modules/pages). */
const PAGE_MODULES_ID = 'page-modules';

function startApp(): void {
  const list = document.getElementById(PAGE_MODULES_ID)?.textContent;
  for (const href of list ? (JSON.parse(list) as string[]) : []) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
  void import('./app/start');
}

// The language links (the switch, the offer) are plain links that work before the app has
// loaded: the choice they make is remembered from here on, whichever runs first.
document.addEventListener('click', (event) => {
  const lang = (event.target as Element | null)?.closest?.('a[data-lang]')?.getAttribute('data-lang');
  if (isLang(lang)) rememberLanguage(lang);
});

if (document.getElementById(PAGE_MODULES_ID)) {
  // rAF runs just before the next frame; a task queued from it runs once that frame is painted.
  requestAnimationFrame(() => setTimeout(startApp, 0));
} else {
  // Nothing on screen yet (the back office, Vite's dev server): start at once.
  startApp();
}
