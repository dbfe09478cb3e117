/**
 * Setup for client tests in jsdom: jest-dom matchers, and the two browser APIs Mantine reads
 * that jsdom lacks (matchMedia for color scheme and breakpoints, ResizeObserver for layout).
 */
import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { localeStore } from '../../src/i18n';

// `findBy…` waits for a screen's data: a second (the default) is too short beside the other
// worker's databases on two cores, where a settings page's third query can take longer.
configure({ asyncUtilTimeout: 5_000 });

// Every test starts in English (jsdom's browser asks for en-US); one that switches is undone.
afterEach(() => {
  cleanup();
  if (localeStore.get() !== 'en') localeStore.set(undefined);
});

if (typeof window !== 'undefined') {
  if (!window.matchMedia) {
    Object.defineProperty(window, 'matchMedia', {
      writable: true,
      configurable: true,
      value: (query: string): MediaQueryList => ({
        matches: false,
        media: query,
        onchange: null,
        addListener: () => {},
        removeListener: () => {},
        addEventListener: () => {},
        removeEventListener: () => {},
        dispatchEvent: () => false,
      }),
    });
  }

  if (!('ResizeObserver' in window)) {
    class ResizeObserverStub implements ResizeObserver {
      observe(): void {}
      unobserve(): void {}
      disconnect(): void {}
    }
    Object.defineProperty(window, 'ResizeObserver', {
      writable: true,
      configurable: true,
      value: ResizeObserverStub,
    });
    Object.defineProperty(globalThis, 'ResizeObserver', {
      writable: true,
      configurable: true,
      value: ResizeObserverStub,
    });
  }

  // The router restores scroll on navigation; jsdom has no scrolling and would log "not implemented".
  window.scrollTo = () => {};

  // Mantine scrolls focused elements into view; jsdom has no layout, so this is a no-op there.
  Element.prototype.scrollIntoView ??= () => {};
}
