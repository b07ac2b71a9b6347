import { vi } from 'vitest';

/**
 * jsdom has no scrolling: test/setup.ts installs these spies as window.scrollTo and
 * Element.prototype.scrollBy, and tests check the app's smooth scrolls on them.
 */
export const scrollTo = vi.fn<(options: ScrollToOptions) => void>();
export const scrollBy = vi.fn<(options: ScrollToOptions) => void>();
