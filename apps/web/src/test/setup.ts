import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { LANGS } from '@vigor/shared';
import { resetGuestSession } from '../lib/guest-session';
import { loadMessages, loadPageMessages } from '../lib/i18n';
import { scrollBy, scrollTo } from './scroll-spies';

// jsdom has no scrolling: the app's smooth scrolls become spies tests can check.
window.scrollTo = scrollTo as typeof window.scrollTo;
Element.prototype.scrollBy = scrollBy as typeof Element.prototype.scrollBy;

// The first render of a lazy route transforms and loads its modules, which on a busy machine
// takes more than Testing Library's default 1 s: findBy/waitFor wait up to 15 s (they return as
// soon as the element is there).
configure({ asyncUtilTimeout: 15_000 });

// Components rendered on their own (outside the routes, whose layout loads a language's texts)
// read the texts of every language, the pages' texts too.
await Promise.all(LANGS.flatMap((lang) => [loadMessages(lang), loadPageMessages(lang)]));

let unexpected: unknown[][] = [];

beforeEach(() => {
  unexpected = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    unexpected.push(args);
  });
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  resetGuestSession();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  const errors = unexpected;
  unexpected = [];
  if (errors.length > 0) {
    throw new Error(`Unexpected console.error:\n${errors.map((a) => a.map(String).join(' ')).join('\n')}`);
  }
});
