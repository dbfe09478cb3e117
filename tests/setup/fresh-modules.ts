/**
 * Client test files share one worker and one jsdom (the client project runs without isolation:
 * setting up jsdom and importing Mantine once per file cost most of the project's time). What a
 * file could leave behind for the next is reset here, before each file: the app's own modules are
 * imported afresh (their singletons, and a file's vi.mock of one of them, start clean; the
 * libraries stay loaded), the browser storage is emptied, and the IndexedDB that a file may have
 * installed (fake-indexeddb/auto, run again by each file that imports it: vitest.config.ts inlines
 * it) is taken away again, as jsdom has none.
 */
import { vi } from 'vitest';

vi.resetModules();
if (typeof window !== 'undefined') {
  window.localStorage.clear();
  window.sessionStorage.clear();
  document.body.innerHTML = '';
  document.head.querySelectorAll('style').forEach((s) => s.remove());
  for (const name of Object.getOwnPropertyNames(globalThis)) {
    if (name === 'indexedDB' || name.startsWith('IDB')) {
      Reflect.deleteProperty(globalThis, name);
      Reflect.deleteProperty(window, name);
    }
  }
}
